import { describe, expect, it } from 'vitest';
import { summarizeAssets } from '../src/lib/money-display';

describe('summarizeAssets', () => {
  it('shows assets with their unit, their KRW value (floored) and the rate', () => {
    // 1,234.57 × 1,000.00 = 1,234,570 exactly; 914.49 × 1,350.01 = 1,234,570.6449 → 1,234,570.
    expect(summarizeAssets(1234.57, 1000, 'P')).toEqual({
      assets: '1,234.57\u00a0P',
      krw: '1,234,570원',
      rate: '1,000.00원',
    });
    expect(summarizeAssets(914.49, 1350.01, 'P').krw).toBe('1,234,570원');
  });

  it('computes on integers, not floats', () => {
    // 0.29 × 100 in floats is 28.999999999999996.
    expect(summarizeAssets(0.29, 100, 'P').krw).toBe('29원');
  });

  it('leaves KRW and rate empty while the rate is unknown', () => {
    expect(summarizeAssets(10, undefined, 'pt')).toEqual({ assets: '10.00\u00a0pt', krw: null, rate: null });
  });

  it("shows '-' for a value with more than two decimals instead of a wrong amount", () => {
    expect(summarizeAssets(1.234, 1000, 'P')).toEqual({ assets: '-', krw: '-', rate: '1,000.00원' });
  });
});
