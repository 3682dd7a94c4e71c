import {
  convertToKrw,
  formatAssets,
  formatKrw,
  formatRate,
  MAX_FEE_BASIS_POINTS,
  parseHundredths,
  type KrwConversion,
} from '@settle/contract/money';

/**
 * API money (decimal JSON numbers with at most two places) as the screens show it. Asset amounts
 * take the operator's unit (PRODUCT.md: "250.75 P"); components get it from `useAssetFormat`
 * (lib/asset-format.ts), which reads it from the cached rate, or from the answer they show. Everything
 * goes through the contract's money module on integers: KRW value is floor(assets × rate)
 * (PRODUCT.md). A value the API should never send (more than two decimals) shows as '-' rather
 * than as a wrong amount.
 */
const UNKNOWN = '-';

/**
 * Between an amount and its unit: a no-break space, so "1,234.50 P" never wraps between the
 * number and the unit (the theme's keep-all does not cover a Latin unit after a number).
 */
const UNIT_GAP = '\u00a0';

/** 1234.5 → '1,234.50' (no unit: for a column whose header names it, and for inputs). */
export function assetsNumberText(value: number): string {
  const minor = parseHundredths(value);
  return minor === null ? UNKNOWN : formatAssets(minor);
}

/** 1234.5, 'P' → '1,234.50 P': every asset amount a person reads carries its unit. */
export function assetsText(value: number, unit: string): string {
  const minor = parseHundredths(value);
  return minor === null ? UNKNOWN : `${formatAssets(minor)}${UNIT_GAP}${unit}`;
}

/** Ledger amounts: 1234.5 → '+1,234.50 P', -20 → '-20.00 P'. */
export function signedAssetsText(value: number, unit: string): string {
  const minor = parseHundredths(value);
  if (minor === null) return UNKNOWN;
  return `${minor > 0 ? '+' : ''}${formatAssets(minor)}${UNIT_GAP}${unit}`;
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
  /** "1,234.56 P" */
  assets: string;
  /** "1,234,568원", null without a usable rate */
  krw: string | null;
  /** "1,350.25원", null without a usable rate */
  rate: string | null;
}

/** The three numbers of an asset overview: assets with their unit, their KRW value and the rate. */
export function summarizeAssets(
  assets: number,
  rateValue: number | null | undefined,
  unit: string,
): AssetSummary {
  const text = assetsText(assets, unit);
  if (rateValue === null || rateValue === undefined || parseHundredths(rateValue) === null) {
    return { assets: text, krw: null, rate: null };
  }
  return { assets: text, krw: krwText(krwValueOf(assets, rateValue)), rate: rateText(rateValue) };
}

/**
 * What a settlement at today's rates would pay for `assets` (PRODUCT.md Money, the contract's
 * one conversion: gross = floor(assets × rate), fee = floor(gross × feeRate / 100), net =
 * gross − fee), or null while either rate is unknown or a value is not a two-decimal number.
 */
export function expectedPayout(
  assets: number,
  rateValue: number | null,
  feeRateValue: number | null,
): KrwConversion | null {
  if (rateValue === null || feeRateValue === null) return null;
  const assetsMinor = parseHundredths(assets);
  const rateHundredths = parseHundredths(rateValue);
  const feeBasisPoints = parseHundredths(feeRateValue);
  if (assetsMinor === null || rateHundredths === null || feeBasisPoints === null) return null;
  if (assetsMinor < 0 || rateHundredths < 0 || feeBasisPoints < 0 || feeBasisPoints > MAX_FEE_BASIS_POINTS) {
    return null;
  }
  return convertToKrw(assetsMinor, rateHundredths, feeBasisPoints);
}
