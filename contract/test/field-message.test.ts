import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { createTransactionSchema } from '../src/transactions.js';
import { registerSchema, updateProfileSchema } from '../src/member-profile.js';
import { fieldMessage, objectParticle, parseKorean } from '../src/validation.js';

/** The first issue's field message (what a form shows) and the API's sentence for it. */
function both(schema: z.ZodMiniType, body: unknown) {
  const parsed = schema.safeParse(body, { reportInput: true });
  const issue = parsed.error?.issues[0];
  if (!issue) throw new Error('expected a validation failure');
  const api = parseKorean(schema, body);
  return { field: fieldMessage(issue), api: api.success ? '' : api.message };
}

describe('one mapping from a zod issue to Korean: under the field, and in the API', () => {
  it('says what to do for a blank field, with the right particle and verb', () => {
    expect(both(updateProfileSchema, { name: ' ' })).toEqual({
      field: '이름을 입력해 주세요.',
      api: '이름을 입력해 주세요.',
    });
    expect(both(createTransactionSchema, { amount: '' })).toEqual({
      field: '금액을 입력해 주세요.',
      api: '금액을 입력해 주세요.',
    });
    expect(objectParticle('비밀번호')).toBe('를');
    expect(objectParticle('계좌번호')).toBe('를');
    expect(objectParticle('이름')).toBe('을');
    expect(objectParticle('URL')).toBe('를');
  });

  it('keeps the label in the API answer unless the message already starts with it', () => {
    const base = {
      email: 'a@example.com',
      password: 'password-1',
      name: '홍길동',
      phone: '010-1234-5678',
      bank: '신한은행',
      account: '110-123-456789',
      consent: true,
      inviteCode: 'HAPPY234',
    };
    expect(both(registerSchema, { ...base, password: 'short' })).toEqual({
      field: '8자 이상 입력해 주세요.',
      api: '비밀번호: 8자 이상 입력해 주세요.',
    });
    expect(both(registerSchema, { ...base, bank: '' })).toEqual({
      field: '은행을 선택해 주세요.',
      api: '은행을 선택해 주세요.',
    });
    expect(both(registerSchema, { ...base, bank: '없는은행' })).toEqual({
      field: '목록에 있는 은행을 선택해 주세요.',
      api: '은행: 목록에 있는 은행을 선택해 주세요.',
    });
    expect(both(registerSchema, { ...base, account: 'abc' }).field).toBe(
      '계좌번호는 숫자와 하이픈만 입력해 주세요.',
    );
  });

  it('tells a missing field from a wrong type, as before', () => {
    expect(both(registerSchema, {}).api).toBe('이메일: 필수 항목입니다.');
    expect(both(updateProfileSchema, { name: 42 })).toEqual({
      field: '형식이 올바르지 않습니다.',
      api: '이름: 형식이 올바르지 않습니다.',
    });
  });
});
