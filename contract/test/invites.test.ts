import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  INVITE_CODE_ALPHABET,
  createInviteCodeSchema,
  generateInviteCode,
  validateInviteCodeSchema,
} from '../src/invites.js';
import { parseKorean } from '../src/validation.js';

describe('invite code generator', () => {
  it('makes 8 characters from the alphabet without look-alikes', () => {
    for (let i = 0; i < 500; i += 1) {
      const code = generateInviteCode(randomInt);
      expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    }
    expect(INVITE_CODE_ALPHABET).not.toMatch(/[IO01L]/);
  });

  it('is pure: the same random numbers give the same code, and every letter is reachable', () => {
    expect(generateInviteCode(() => 0)).toBe('AAAAAAAA');
    expect(generateInviteCode((max) => max - 1)).toBe('99999999');
    let n = 0;
    expect(generateInviteCode(() => n++)).toBe('ABCDEFGH');
  });

  it('refuses a random source that goes out of range', () => {
    expect(() => generateInviteCode((max) => max)).toThrow(RangeError);
  });
});

describe('createInviteCodeSchema', () => {
  it('defaults to one use and an empty memo, and upper-cases a chosen code', () => {
    expect(createInviteCodeSchema.parse({})).toEqual({ maxUses: 1, memo: '' });
    expect(createInviteCodeSchema.parse({ code: ' happy234 ' }).code).toBe('HAPPY234');
  });

  it('normalises a chosen code as a typed one: NFKC, trim, ASCII upper-case', () => {
    expect(createInviteCodeSchema.parse({ code: 'ＨＡＰＰＹ２３４' }).code).toBe('HAPPY234');
    expect(createInviteCodeSchema.parse({ code: '\u3000happy234\u3000' }).code).toBe('HAPPY234');
    for (const code of ['paß2345', 'kıwı2345', 'АВС23456', 'HAPPY\u200B234']) {
      expect(parseKorean(createInviteCodeSchema, { code }), code).toEqual({
        success: false,
        message: '초대 코드: 영문과 숫자로만 입력해 주세요.',
        field: 'code',
      });
    }
  });

  it('refuses a chosen code with look-alike characters or the wrong length, in Korean', () => {
    const result = parseKorean(createInviteCodeSchema, { code: 'HELLO123' });
    expect(result).toMatchObject({ success: false, field: 'code' });
    expect(parseKorean(createInviteCodeSchema, { code: 'ABC' }).success).toBe(false);
  });

  it('refuses maxUses outside 1..1000 and non-integers', () => {
    for (const maxUses of [0, 1001, 1.5, '3']) {
      expect(parseKorean(createInviteCodeSchema, { maxUses }).success).toBe(false);
    }
    expect(createInviteCodeSchema.parse({ maxUses: 1000 }).maxUses).toBe(1000);
  });

  it('accepts a future expiry and refuses a past one or a non-ISO string', () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect(createInviteCodeSchema.parse({ expiresAt: future }).expiresAt).toBe(future);
    expect(parseKorean(createInviteCodeSchema, { expiresAt: '2020-01-01T00:00:00Z' })).toMatchObject({
      success: false,
      message: '만료 일시는 현재 이후여야 합니다.',
    });
    expect(parseKorean(createInviteCodeSchema, { expiresAt: '내일' }).success).toBe(false);
  });

  it('refuses a memo over 100 characters and unknown fields', () => {
    expect(parseKorean(createInviteCodeSchema, { memo: 'x'.repeat(101) }).success).toBe(false);
    expect(parseKorean(createInviteCodeSchema, { used: 3 })).toMatchObject({
      success: false,
      message: '허용되지 않은 항목이 있습니다: used',
    });
  });
});

describe('validateInviteCodeSchema', () => {
  it('upper-cases and trims what was typed', () => {
    expect(validateInviteCodeSchema.parse({ code: ' start789 ' })).toEqual({ code: 'START789' });
  });

  it('refuses characters that cannot be in a code, such as a path separator', () => {
    expect(parseKorean(validateInviteCodeSchema, { code: 'AB/CD' })).toMatchObject({
      success: false,
      message: '초대 코드: 영문과 숫자로만 입력해 주세요.',
    });
  });

  const accepts = (code: string) => validateInviteCodeSchema.parse({ code }).code;
  const refusal = (code: string) => parseKorean(validateInviteCodeSchema, { code });

  it('folds compatibility forms by NFKC before the ASCII check: full-width, long s, Kelvin sign, circled digits', () => {
    expect(accepts('ＳＴＡＲＴ７８９')).toBe('START789');
    expect(accepts('ｓｔａｒｔ７８９')).toBe('START789');
    // ſ (U+017F LATIN SMALL LETTER LONG S) is a compatibility form of s: NFKC makes it s.
    expect(accepts('ſtart789')).toBe('START789');
    // U+212A KELVIN SIGN is K.
    expect(accepts('\u212Aiwi2345')).toBe('KIWI2345');
    expect(accepts('HAPPY②③④')).toBe('HAPPY234');
    // Full-width spaces around become spaces, then are trimmed.
    expect(accepts('\u3000start789\u3000')).toBe('START789');
  });

  it('upper-cases by the ASCII mapping only, and refuses what Unicode case mapping would have turned into ASCII', () => {
    // z.toUpperCase() made these PASS2345 and KIWI2345.
    for (const code of ['paß2345', 'kıwı2345', 'İSTANBUL']) {
      expect(refusal(code), code).toEqual({
        success: false,
        message: '초대 코드: 영문과 숫자로만 입력해 주세요.',
        field: 'code',
      });
    }
  });

  it('refuses look-alikes and invisible characters, in Korean', () => {
    // Cyrillic А, В, С; Greek Α; a zero-width space or joiner inside; a Hangul code; an accent.
    for (const code of [
      'АВС23456',
      'ΑBC23456',
      'START\u200B789',
      'START\u200D789',
      '가나다라',
      'café2345',
      'START 789',
    ]) {
      expect(refusal(code), code).toMatchObject({
        success: false,
        message: '초대 코드: 영문과 숫자로만 입력해 주세요.',
      });
    }
  });

  it('refuses a broken character first', () => {
    expect(refusal('START\uD800789')).toEqual({
      success: false,
      message: '초대 코드: 깨진 문자가 있습니다. 다시 입력해 주세요.',
      field: 'code',
    });
  });
});
