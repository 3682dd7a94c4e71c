import { describe, expect, it } from 'vitest';
import {
  assetsText,
  estimateKrw,
  feeRateText,
  krwText,
  krwValueOf,
  rateText,
  signedAssetsText,
} from '../src/lib/money-display';

describe('estimateKrw (the live estimate under the transaction amount)', () => {
  it('is floor(amount × rate) in won, computed on integers', () => {
    // 914.49 × 1,350.01 = 1,234,570.6449 → 1,234,570 (원 미만 절사).
    expect(estimateKrw('914.49', 1350.01)).toBe(1_234_570);
    // 0.29 × 100 in floats is 28.999999999999996; on integers it is 29.
    expect(estimateKrw('0.29', 100)).toBe(29);
    // 0.01 × 0.5 = 0.005 won → 0.
    expect(estimateKrw('0.01', 0.5)).toBe(0);
  });

  it('reads the amount as people type it: thousands separators, spaces, one decimal', () => {
    expect(estimateKrw(' 1,234.5 ', 1000)).toBe(1_234_500);
    expect(estimateKrw('1234', 1350.25)).toBe(1_666_208);
  });

  it('never loses a won to float error', () => {
    // 1.15 × 100 in floats is 114.99999999999999, which floors to 114.
    expect(estimateKrw('1.15', 100)).toBe(115);
    expect(estimateKrw('4.35', 100)).toBe(435);
  });

  it('is null until the input is a positive amount with at most two decimals, or without a rate', () => {
    for (const input of ['', '  ', '0', '0.00', '-5', '1.234', 'abc', '1e3', '12,34.5.6']) {
      expect(estimateKrw(input, 1000), input).toBeNull();
    }
    expect(estimateKrw('10', undefined)).toBeNull();
    expect(estimateKrw('10', 1350.255)).toBeNull();
  });

  it('reads commas only as thousands separators: "1,5" is no estimate at all, not 15', () => {
    for (const input of ['1,5', '1,50', '1,2,3', '1234,567', ',123']) {
      expect(estimateKrw(input, 1000), input).toBeNull();
    }
    expect(estimateKrw('1,234.5', 100)).toBe(123_450);
  });
});

describe('money text', () => {
  it('formats assets with separators and two decimals, signed ones with their sign', () => {
    expect(assetsText(1234.5)).toBe('1,234.50');
    expect(assetsText(0)).toBe('0.00');
    expect(signedAssetsText(1234.5)).toBe('+1,234.50');
    expect(signedAssetsText(-20)).toBe('-20.00');
    expect(signedAssetsText(0)).toBe('0.00');
  });

  it("shows '-' rather than a wrong amount for values the API should never send", () => {
    expect(assetsText(1.234)).toBe('-');
    expect(signedAssetsText(Number.NaN)).toBe('-');
    expect(krwText(12.5)).toBe('-');
    expect(krwText(null)).toBe('-');
    expect(rateText(1350.255)).toBe('-');
    expect(krwValueOf(1.234, 1000)).toBeNull();
  });

  it('formats won, rates and fee percentages', () => {
    expect(krwText(1_234_568)).toBe('1,234,568원');
    expect(krwText(0)).toBe('0원');
    expect(rateText(1350.25)).toBe('1,350.25원');
    expect(rateText(1000)).toBe('1,000.00원');
    expect(feeRateText(3.5)).toBe('3.5%');
    expect(feeRateText(0)).toBe('0%');
    expect(feeRateText(12.25)).toBe('12.25%');
  });
});
