import { describe, expect, it } from 'vitest';
import { maskAccount } from '../src/lib/mask-account';

describe('maskAccount (accounts in member lists)', () => {
  it('keeps the last four digits and the hyphens, masks every other digit', () => {
    expect(maskAccount('110-123-456789')).toBe('***-***-**6789');
    expect(maskAccount('12345678901234')).toBe('**********1234');
    expect(maskAccount(' 3333-01-1234567 ')).toBe('****-**-***4567');
  });

  it('never shows more than half the digits of a short number', () => {
    expect(maskAccount('123456')).toBe('***456');
    expect(maskAccount('1234')).toBe('**34');
    expect(maskAccount('1')).toBe('*');
  });

  it('leaves an empty account empty (shown as 미등록 by the caller)', () => {
    expect(maskAccount('')).toBe('');
  });

  it('never leaks more than four digits of any account', () => {
    for (const account of ['110-123-456789', '1002-345-678901', '123456789012345678']) {
      const visibleDigits = maskAccount(account).replace(/\D/g, '');
      expect(visibleDigits).toBe(account.replace(/\D/g, '').slice(-4));
    }
  });
});
