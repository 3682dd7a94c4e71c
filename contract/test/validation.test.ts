import { describe, expect, it } from 'vitest';
import { updateProfileSchema } from '../src/member-profile.js';
import { parseKorean } from '../src/validation.js';

function issueOf(body: unknown) {
  const result = parseKorean(updateProfileSchema, body);
  if (result.success) throw new Error('expected a validation failure');
  const { message, field } = result;
  return field === undefined ? { message } : { message, field };
}

describe('Korean validation messages', () => {
  it('names the field in Korean, once', () => {
    expect(issueOf({ name: undefined, phone: 5 })).toEqual({
      message: '휴대폰 번호: 형식이 올바르지 않습니다.',
      field: 'phone',
    });
    expect(issueOf({ name: 42 })).toEqual({ message: '이름: 형식이 올바르지 않습니다.', field: 'name' });
    // The field message already starts with the label: "이름: 이름을 …" would say it twice.
    expect(issueOf({ name: '' })).toEqual({ message: '이름을 입력해 주세요.', field: 'name' });
  });

  it('keeps a schema-provided Korean message', () => {
    expect(issueOf({ account: 'abc' }).message).toBe('계좌번호는 숫자와 하이픈만 입력해 주세요.');
    expect(issueOf({ phone: '02-123-4567' }).message).toBe(
      '휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.',
    );
  });

  it('lets a member clear phone and bank with empty strings, as admins can', () => {
    expect(parseKorean(updateProfileSchema, { phone: ' ', bank: '' })).toEqual({
      success: true,
      data: { phone: '', bank: '' },
    });
    expect(parseKorean(updateProfileSchema, { phone: '01012345678' })).toEqual({
      success: true,
      data: { phone: '010-1234-5678' },
    });
  });

  it('rejects unknown fields by name', () => {
    expect(issueOf({ name: '홍길동', assets: 1000 }).message).toBe('허용되지 않은 항목이 있습니다: assets');
  });

  it('rejects an empty update', () => {
    expect(issueOf({}).message).toBe('요청 본문: 변경할 항목이 없습니다.');
  });
});
