/**
 * The one money module. Every amount is an integer in its smallest unit:
 * - assets in hundredths of the asset unit (`assetsMinor`), at most 2 decimal places;
 * - KRW in whole won;
 * - the exchange rate (KRW per 1 asset) in hundredths of a won (`rateHundredths`);
 * - the settlement fee rate in basis points (`feeBasisPoints`, 0..10000 = 0%..100%).
 *
 * Decimal numbers exist only at the API edge and in forms; they are turned into integers here,
 * by string arithmetic, never by multiplying floats.
 */

/** Largest minor amount accepted anywhere (10^13 hundredths = 100 billion asset units). */
export const MAX_MINOR = 10_000_000_000_000;
export const MAX_FEE_BASIS_POINTS = 10_000;

// An optional minus, the whole part as plain digits or with commas as thousands separators
// (first group 1–3 digits without a leading zero, then groups of exactly three), at most two
// decimals.
const DECIMAL_2 = /^(-)?(\d+|[1-9]\d{0,2}(?:,\d{3})+)(?:\.(\d{1,2}))?$/;

/**
 * Parses a decimal with at most two fraction digits ("1234.5", "1,234.5", 1234.56) into
 * hundredths. A comma is read only as a thousands separator ("12,345", "1,234,567.8"); anything
 * else is refused rather than guessed ("1,5" is neither 1.5 nor 15). Returns null for anything
 * else too: more decimals, exponents, NaN, Infinity, empty strings, or a magnitude above MAX_MINOR.
 */
export function parseHundredths(input: number | string): number | null {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    // Shortest round-trip representation: 0.1 + 0.2 gives "0.30000000000000004" and is refused.
    text = String(input);
  } else {
    text = input.trim();
  }
  const match = DECIMAL_2.exec(text);
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const value = Number(whole.replaceAll(',', '')) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(value) || value > MAX_MINOR) return null;
  return sign && value !== 0 ? -value : value;
}

/** Hundredths back to a JSON number with at most two decimals (exact for |v| ≤ MAX_MINOR). */
export function hundredthsToNumber(minor: number): number {
  assertInteger(minor, 'minor');
  return minor / 100;
}

export interface KrwConversion {
  /** floor(assets × rate), whole won */
  gross: number;
  /** floor(gross × feeRate / 100), whole won */
  fee: number;
  /** gross − fee */
  net: number;
}

/**
 * PRODUCT.md: gross = floor(assets × rate), fee = floor(gross × feeRate / 100),
 * net = gross − fee (원 미만 절사). BigInt keeps the products exact past 2^53.
 */
export function convertToKrw(assetsMinor: number, rateHundredths: number, feeBasisPoints = 0): KrwConversion {
  assertInteger(assetsMinor, 'assetsMinor');
  assertInteger(rateHundredths, 'rateHundredths');
  assertInteger(feeBasisPoints, 'feeBasisPoints');
  if (rateHundredths < 0) throw new RangeError('rateHundredths must not be negative');
  if (feeBasisPoints < 0 || feeBasisPoints > MAX_FEE_BASIS_POINTS) {
    throw new RangeError('feeBasisPoints must be within 0..10000');
  }
  const gross = floorDiv(BigInt(assetsMinor) * BigInt(rateHundredths), 10_000n);
  const fee = floorDiv(gross * BigInt(feeBasisPoints), 10_000n);
  return { gross: Number(gross), fee: Number(fee), net: Number(gross - fee) };
}

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

function assertInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a safe integer`);
}

const wonFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });
const assetFormat = new Intl.NumberFormat('ko-KR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1234568 → "1,234,568원" */
export function formatKrw(won: number): string {
  return `${wonFormat.format(won)}원`;
}

/** 123456 hundredths → "1,234.56" */
export function formatAssets(minor: number): string {
  return assetFormat.format(minor / 100);
}

/** 135025 hundredths → "1,350.25" (KRW per asset) */
export function formatRate(rateHundredths: number): string {
  return assetFormat.format(rateHundredths / 100);
}
