import { describe, expect, it } from 'vitest';
import {
  assetsNumberText,
  assetsText,
  expectedPayout,
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
  it('formats assets with separators, two decimals and the unit after a no-break space; signed ones with their sign', () => {
    expect(assetsText(1234.5, 'P')).toBe('1,234.50\u00a0P');
    expect(assetsText(0, 'pt')).toBe('0.00\u00a0pt');
    expect(assetsText(250.75, '포인트')).toBe('250.75\u00a0포인트');
    expect(signedAssetsText(1234.5, 'P')).toBe('+1,234.50\u00a0P');
    expect(signedAssetsText(-20, 'P')).toBe('-20.00\u00a0P');
    expect(signedAssetsText(0, 'P')).toBe('0.00\u00a0P');
    expect(assetsNumberText(1234.5)).toBe('1,234.50');
  });

  it('never puts a line break between the number and its unit', () => {
    expect(/\s/.test(assetsText(1234.5, 'P').replace('\u00a0', ''))).toBe(false);
    expect(assetsText(1234.5, 'P')).not.toContain(' ');
  });

  it("shows '-' rather than a wrong amount for values the API should never send", () => {
    expect(assetsText(1.234, 'P')).toBe('-');
    expect(signedAssetsText(Number.NaN, 'P')).toBe('-');
    expect(assetsNumberText(1.234)).toBe('-');
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

describe("expectedPayout (what a settlement at today's rates would pay)", () => {
  it('is the settlement rule on integers: gross floored, fee floored, net the rest', () => {
    // 1,234.56 × 1,350.25 = 1,666,964.64 → 1,666,964; fee 3.5 % = 58,343.74 → 58,343.
    expect(expectedPayout(1234.56, 1350.25, 3.5)).toEqual({ gross: 1_666_964, fee: 58_343, net: 1_608_621 });
    // 0.29 × 100 in floats is 28.999999999999996; on integers 29, fee 2.5 % of 29 = 0.725 → 0.
    expect(expectedPayout(0.29, 100, 2.5)).toEqual({ gross: 29, fee: 0, net: 29 });
    expect(expectedPayout(0, 1350.25, 3.5)).toEqual({ gross: 0, fee: 0, net: 0 });
    expect(expectedPayout(10, 1000, 100)).toEqual({ gross: 10_000, fee: 10_000, net: 0 });
  });

  it('is null while a rate is missing or a value is not a two-decimal number', () => {
    expect(expectedPayout(10, null, 3.5)).toBeNull();
    expect(expectedPayout(10, 1000, null)).toBeNull();
    expect(expectedPayout(1.234, 1000, 3.5)).toBeNull();
    expect(expectedPayout(10, 1000, 100.5)).toBeNull();
    expect(expectedPayout(-1, 1000, 3.5)).toBeNull();
  });
});
