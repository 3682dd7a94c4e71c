import { convertToKrw, formatAssets, formatKrw, formatRate, parseHundredths } from '@settle/contract/money';

/**
 * API money (decimal JSON numbers with at most two places) as the screens show it. Everything
 * goes through the contract's money module on integers: KRW value is floor(assets × rate)
 * (PRODUCT.md). A value the API should never send (more than two decimals) shows as '-' rather
 * than as a wrong amount.
 */
const UNKNOWN = '-';

/** 1234.5 → '1,234.50' */
export function assetsText(value: number): string {
  const minor = parseHundredths(value);
  return minor === null ? UNKNOWN : formatAssets(minor);
}

/** Ledger amounts: 1234.5 → '+1,234.50', -20 → '-20.00'. */
export function signedAssetsText(value: number): string {
  const minor = parseHundredths(value);
  if (minor === null) return UNKNOWN;
  return minor > 0 ? `+${formatAssets(minor)}` : formatAssets(minor);
}

/** Whole won → '1,234,568원'; '-' for a missing or fractional value. */
export function krwText(won: number | null | undefined): string {
  return won === null || won === undefined || !Number.isSafeInteger(won) ? UNKNOWN : formatKrw(won);
}

/** KRW per asset → '1,350.25원'. */
export function rateText(value: number): string {
  const hundredths = parseHundredths(value);
  return hundredths === null ? UNKNOWN : `${formatRate(hundredths)}원`;
}

/** Fee percentage → '3.5%' (as few decimals as it has, at most two). */
export function feeRateText(value: number): string {
  const basisPoints = parseHundredths(value);
  return basisPoints === null ? UNKNOWN : `${(basisPoints / 100).toLocaleString('ko-KR', { maximumFractionDigits: 2 })}%`;
}

/** floor(assets × rate) in won, or null when either is not a two-decimal amount. */
export function krwValueOf(assets: number | string, rateValue: number): number | null {
  const assetsMinor = parseHundredths(assets);
  const rateHundredths = parseHundredths(rateValue);
  if (assetsMinor === null || rateHundredths === null || rateHundredths < 0) return null;
  return convertToKrw(assetsMinor, rateHundredths).gross;
}

/**
 * The live estimate under the transaction amount field: what the typed amount ("1,234.5") is
 * worth at the current rate, floored to the won. null while the input is not a positive amount
 * with at most two decimals, or there is no rate.
 */
export function estimateKrw(amountInput: string, rateValue: number | undefined): number | null {
  if (rateValue === undefined || amountInput.trim() === '') return null;
  const minor = parseHundredths(amountInput);
  if (minor === null || minor <= 0) return null;
  return krwValueOf(amountInput, rateValue);
}

export interface AssetSummary {
  /** "1,234.56" */
  assets: string;
  /** "1,234,568원", null without a usable rate */
  krw: string | null;
  /** "1,350.25원", null without a usable rate */
  rate: string | null;
}

/** The three numbers of an asset overview: assets, their KRW value and the rate. */
export function summarizeAssets(assets: number, rateValue: number | null | undefined): AssetSummary {
  if (rateValue === null || rateValue === undefined || parseHundredths(rateValue) === null) {
    return { assets: assetsText(assets), krw: null, rate: null };
  }
  return { assets: assetsText(assets), krw: krwText(krwValueOf(assets, rateValue)), rate: rateText(rateValue) };
}
