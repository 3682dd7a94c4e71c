import { convertToKrw, formatAssets, formatKrw, formatRate, parseHundredths } from '@settle/contract/money';

/**
 * The API's decimal numbers (assets, rates) as the screens show them. Every value goes through
 * the contract's money module as an integer; a value the API should never send (more than two
 * decimals) shows as '-' rather than as a wrong amount.
 */
const UNKNOWN = '-';

/** 1234.5 → '1,234.50' */
export function formatAssetValue(value: number): string {
  const minor = parseHundredths(value);
  return minor === null ? UNKNOWN : formatAssets(minor);
}

/** Ledger amounts with their sign: 100 → '+100.00', -2.5 → '-2.50', 0 → '0.00'. */
export function formatSignedAssetValue(value: number): string {
  const minor = parseHundredths(value);
  if (minor === null) return UNKNOWN;
  if (minor > 0) return `+${formatAssets(minor)}`;
  if (minor < 0) return `-${formatAssets(-minor)}`;
  return formatAssets(0);
}

/** KRW per asset: 1350.25 → '1,350.25원'; null (no rate set yet) → '-'. */
export function formatRateValue(value: number | null | undefined): string {
  if (value === null || value === undefined) return UNKNOWN;
  const hundredths = parseHundredths(value);
  return hundredths === null ? UNKNOWN : `${formatRate(hundredths)}원`;
}

/** Fee percentage: 3.5 → '3.50%'; null → '-'. */
export function formatFeeRateValue(value: number | null | undefined): string {
  if (value === null || value === undefined) return UNKNOWN;
  const basisPoints = parseHundredths(value);
  return basisPoints === null ? UNKNOWN : `${formatRate(basisPoints)}%`;
}

/** Whole won: 1234568 → '1,234,568원'; null → '-'. */
export function formatWon(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isSafeInteger(value) ? UNKNOWN : formatKrw(value);
}

/**
 * What an asset amount is worth in won at a rate: floor(assets × rate) (PRODUCT.md Money), or
 * null when either is missing or not a 2-decimal number.
 */
export function krwGrossOf(assets: number, rate: number | null | undefined): number | null {
  if (rate === null || rate === undefined) return null;
  const assetsMinor = parseHundredths(assets);
  const rateHundredths = parseHundredths(rate);
  if (assetsMinor === null || rateHundredths === null || rateHundredths < 0) return null;
  return convertToKrw(assetsMinor, rateHundredths).gross;
}
