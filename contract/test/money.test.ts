import { describe, expect, it } from 'vitest';
import {
  MAX_MINOR,
  convertToKrw,
  formatAssets,
  formatKrw,
  hundredthsToNumber,
  parseHundredths,
} from '../src/money.js';

describe('parseHundredths', () => {
  it('reads decimals with up to two places exactly', () => {
    expect(parseHundredths('1234.56')).toBe(123456);
    expect(parseHundredths('1,234.5')).toBe(123450);
    expect(parseHundredths(0.1)).toBe(10);
    expect(parseHundredths(1350.25)).toBe(135025);
    expect(parseHundredths('-3.07')).toBe(-307);
    expect(parseHundredths('0')).toBe(0);
  });

  it('refuses more than two decimals, exponents, NaN and Infinity instead of rounding', () => {
    expect(parseHundredths('1.234')).toBeNull();
    expect(parseHundredths(0.1 + 0.2)).toBeNull();
    expect(parseHundredths(1e21)).toBeNull();
    expect(parseHundredths('1e3')).toBeNull();
    expect(parseHundredths(Number.NaN)).toBeNull();
    expect(parseHundredths(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseHundredths('')).toBeNull();
    expect(parseHundredths('abc')).toBeNull();
  });

  it('reads commas only as thousands separators, in groups of three', () => {
    expect(parseHundredths('1,234.56')).toBe(123456);
    expect(parseHundredths('12,345')).toBe(1234500);
    expect(parseHundredths('123,456')).toBe(12345600);
    expect(parseHundredths('1,234,567.8')).toBe(123456780);
    expect(parseHundredths('-1,234.5')).toBe(-123450);
    expect(parseHundredths(' 1,000 ')).toBe(100000);
    expect(parseHundredths('100,000,000,000')).toBe(MAX_MINOR);
  });

  it('refuses any other comma instead of guessing ("1,5" once credited 15.00)', () => {
    for (const input of [
      '1,5',
      '1,50',
      '1,2,3',
      ',123',
      '123,',
      '1234,567',
      '1,234,56',
      '1,2345',
      '01,234',
      '0,123',
      '1,,234',
      '1,234,',
      '1.234,56',
      '1,234.5,6',
      '-,123',
      ',',
    ]) {
      expect(parseHundredths(input), input).toBeNull();
    }
  });

  it('refuses magnitudes above the limit', () => {
    expect(parseHundredths(String(MAX_MINOR / 100))).toBe(MAX_MINOR);
    expect(parseHundredths(String(MAX_MINOR / 100 + 1))).toBeNull();
  });

  it('round-trips through hundredthsToNumber', () => {
    for (const minor of [0, 1, 10, 99, 100, 123456, 999999999999, MAX_MINOR]) {
      expect(parseHundredths(hundredthsToNumber(minor))).toBe(minor);
    }
  });
});

describe('convertToKrw', () => {
  it('floors gross and fee to whole won (원 미만 절사)', () => {
    // 1,234.56 assets × 1,350.25 KRW = 1,666,964.64 → 1,666,964 원
    const result = convertToKrw(123456, 135025, 250);
    expect(result.gross).toBe(1666964);
    // 2.5% of 1,666,964 = 41,674.1 → 41,674
    expect(result.fee).toBe(41674);
    expect(result.net).toBe(1666964 - 41674);
  });

  it('stays exact past 2^53 intermediate products', () => {
    const { gross } = convertToKrw(MAX_MINOR, 999_999_99);
    // 10^11 assets × 999,999.99 = 99,999,999,000,000,000 won, beyond float precision in products
    expect(gross).toBe(Number((10n ** 11n * 99_999_999n) / 100n));
  });

  it('has no fee when the fee rate is 0 and takes everything at 100%', () => {
    expect(convertToKrw(100, 100)).toEqual({ gross: 1, fee: 0, net: 1 });
    expect(convertToKrw(10000, 150000, 10000)).toEqual({ gross: 150000, fee: 150000, net: 0 });
  });

  it('refuses non-integers and out-of-range fee rates', () => {
    expect(() => convertToKrw(1.5, 100)).toThrow(RangeError);
    expect(() => convertToKrw(100, 100, 10001)).toThrow(RangeError);
    expect(() => convertToKrw(100, -1)).toThrow(RangeError);
  });
});

describe('Korean formats', () => {
  it('shows won with separators and the 원 suffix', () => {
    expect(formatKrw(1234568)).toBe('1,234,568원');
    expect(formatKrw(0)).toBe('0원');
  });

  it('shows assets with separators and two decimals', () => {
    expect(formatAssets(123456789)).toBe('1,234,567.89');
    expect(formatAssets(5)).toBe('0.05');
  });
});
