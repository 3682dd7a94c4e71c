import { convertToKrw, formatAssets, formatKrw, formatRate, parseHundredths } from '@settle/contract/money';

export interface AssetSummary {
  /** "1,234.56" */
  assets: string;
  /** "1,234,568원", null without a usable rate */
  krw: string | null;
  /** "1,350.25원", null without a usable rate */
  rate: string | null;
}

const UNKNOWN = '-';

/**
 * The dashboard's numbers, computed with the contract's money module on integers: KRW value is
 * floor(assets × rate) (PRODUCT.md). A value the API should never send (more than two decimals)
 * shows as '-' rather than as a wrong amount.
 */
export function summarizeAssets(assets: number, rateValue: number | undefined): AssetSummary {
  const assetsMinor = parseHundredths(assets);
  const rateHundredths = rateValue === undefined ? null : parseHundredths(rateValue);
  return {
    assets: assetsMinor === null ? UNKNOWN : formatAssets(assetsMinor),
    krw:
      rateHundredths === null
        ? null
        : assetsMinor === null
          ? UNKNOWN
          : formatKrw(convertToKrw(assetsMinor, rateHundredths).gross),
    rate: rateHundredths === null ? null : `${formatRate(rateHundredths)}원`,
  };
}
