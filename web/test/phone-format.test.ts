import { describe, expect, it } from 'vitest';
import { formatPhoneInput } from '../src/components/form/phone-format';

describe('formatPhoneInput: the 휴대폰 번호 field hyphenates as the person types', () => {
  it('groups an 010 number as it arrives, with a four-digit middle part', () => {
    const typed = '01012345678';
    const steps = [...typed].map((_, i) => formatPhoneInput(typed.slice(0, i + 1)));
    expect(steps).toEqual([
      '0',
      '01',
      '010',
      '010-1',
      '010-12',
      '010-123',
      '010-1234',
      '010-1234-5',
      '010-1234-56',
      '010-1234-567',
      '010-1234-5678',
    ]);
  });

  it('regroups a number pasted with spaces or its own hyphens, and stops at the last digit', () => {
    expect(formatPhoneInput('010 1234 5678')).toBe('010-1234-5678');
    expect(formatPhoneInput(' 010-1234-5678 ')).toBe('010-1234-5678');
    expect(formatPhoneInput('0101-234-5678')).toBe('010-1234-5678');
    expect(formatPhoneInput('010123456789')).toBe('010-1234-5678');
  });

  it('keeps the old 011/016–019 ten-digit form and the eleven-digit one', () => {
    expect(formatPhoneInput('0111234567')).toBe('011-123-4567');
    expect(formatPhoneInput('01112345678')).toBe('011-1234-5678');
    expect(formatPhoneInput('011123')).toBe('011-123');
  });

  it('groups Seoul (02) and other area codes the way dialers do', () => {
    expect(formatPhoneInput('02')).toBe('02');
    expect(formatPhoneInput('021234')).toBe('02-123-4');
    expect(formatPhoneInput('021234567')).toBe('02-123-4567');
    expect(formatPhoneInput('0212345678')).toBe('02-1234-5678');
    expect(formatPhoneInput('0311234567')).toBe('031-123-4567');
    expect(formatPhoneInput('07012345678')).toBe('070-1234-5678');
  });

  it('leaves anything that is not digits, spaces or hyphens exactly as typed, for the schema to refuse', () => {
    expect(formatPhoneInput('010-1234-567o')).toBe('010-1234-567o');
    expect(formatPhoneInput('+82 10 1234 5678')).toBe('+82 10 1234 5678');
    expect(formatPhoneInput('')).toBe('');
    expect(formatPhoneInput('1588')).toBe('1588');
  });
});
