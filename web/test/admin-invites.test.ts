import { createInviteCodeSchema, type InviteCode } from '@settle/contract/invites';
import { parseKorean } from '@settle/contract/validation';
import { describe, expect, it } from 'vitest';
import {
  canRevoke,
  emptyInviteForm,
  inviteStateOf,
  toCreateInviteBody,
} from '../src/features/admin-invites/lib/invite-form';
import { formatSeoulDate, formatSeoulDateTime, seoulLocalToIso } from '../src/lib/seoul-time';

describe('toCreateInviteBody', () => {
  it('leaves out every blank field, so the server generates the code with its defaults', () => {
    expect(toCreateInviteBody({ code: ' ', maxUses: '', expiresAt: '', memo: '  ' })).toEqual({});
    expect(toCreateInviteBody(emptyInviteForm)).toEqual({ maxUses: 1 });
  });

  it('maps a filled form: upper-case code, number of uses, Seoul expiry with offset, trimmed memo', () => {
    expect(
      toCreateInviteBody({
        code: ' abcd2345 ',
        maxUses: '5',
        expiresAt: '2099-11-22T18:00',
        memo: ' 11월 모집 ',
      }),
    ).toEqual({ code: 'ABCD2345', maxUses: 5, expiresAt: '2099-11-22T18:00:00+09:00', memo: '11월 모집' });
  });

  it('upper-cases ASCII letters only, so the contract refuses what it would not guess', () => {
    const body = toCreateInviteBody({ ...emptyInviteForm, code: 'paß2345' });
    expect(body).toEqual({ code: 'PAß2345', maxUses: 1 });
    expect(parseKorean(createInviteCodeSchema, body)).toEqual({
      success: false,
      message: '초대 코드: 영문과 숫자로만 입력해 주세요.',
      field: 'code',
    });
  });

  it('gives a body the contract accepts', () => {
    const body = toCreateInviteBody({
      code: 'abcd2345',
      maxUses: '3',
      expiresAt: '2099-01-01T00:00',
      memo: '',
    });
    const parsed = parseKorean(createInviteCodeSchema, body);
    expect(parsed).toEqual({
      success: true,
      data: { code: 'ABCD2345', maxUses: 3, expiresAt: '2099-01-01T00:00:00+09:00', memo: '' },
    });
    // The instant is 2098-12-31 15:00 UTC.
    expect(new Date('2099-01-01T00:00:00+09:00').toISOString()).toBe('2098-12-31T15:00:00.000Z');
  });

  it('lets the contract refuse bad values with Korean messages naming the field', () => {
    const notNumber = parseKorean(
      createInviteCodeSchema,
      toCreateInviteBody({ ...emptyInviteForm, maxUses: 'abc' }),
    );
    expect(notNumber).toMatchObject({ success: false, field: 'maxUses' });
    const zero = parseKorean(
      createInviteCodeSchema,
      toCreateInviteBody({ ...emptyInviteForm, maxUses: '0' }),
    );
    expect(zero).toMatchObject({
      success: false,
      field: 'maxUses',
      message: expect.stringMatching(/^최대 사용 횟수: /),
    });
    const past = parseKorean(
      createInviteCodeSchema,
      toCreateInviteBody({ ...emptyInviteForm, expiresAt: '2020-01-01T00:00' }),
    );
    expect(past).toMatchObject({ success: false, message: '만료 일시는 현재 이후여야 합니다.' });
    const lookAlike = parseKorean(
      createInviteCodeSchema,
      toCreateInviteBody({ ...emptyInviteForm, code: 'ABCD1234' }),
    );
    expect(lookAlike).toMatchObject({ success: false, field: 'code' });
  });
});

describe('seoulLocalToIso', () => {
  it('reads a datetime-local value as Seoul time', () => {
    expect(seoulLocalToIso('2026-11-22T18:00')).toBe('2026-11-22T18:00:00+09:00');
    expect(seoulLocalToIso('2026-11-22T18:00:30')).toBe('2026-11-22T18:00:30+09:00');
  });

  it('passes anything else through for the schema to refuse', () => {
    expect(seoulLocalToIso('2026-11-22')).toBe('2026-11-22');
  });
});

describe('Seoul date formatting', () => {
  it('shows dates and times in Asia/Seoul', () => {
    expect(formatSeoulDate('2026-11-21T15:30:00Z')).toBe('2026.11.22');
    expect(formatSeoulDateTime('2026-11-21T15:30:00Z')).toBe('2026.11.22 00:30');
    expect(formatSeoulDateTime('2026-11-22T18:05:00+09:00')).toBe('2026.11.22 18:05');
    expect(formatSeoulDateTime('nope')).toBe('-');
  });
});

describe('invite state', () => {
  const invite: InviteCode = {
    id: 'i1',
    code: 'ABCD2345',
    maxUses: 2,
    used: 0,
    expiresAt: '2026-11-22T18:00:00+09:00',
    memo: '',
    createdBy: 'admin',
    createdAt: '2026-11-01T00:00:00Z',
  };
  const before = Date.parse('2026-11-22T17:59:59+09:00');
  const after = Date.parse('2026-11-22T18:00:00+09:00');

  it('is available until it expires or runs out of uses', () => {
    expect(inviteStateOf(invite, before)).toBe('available');
    expect(inviteStateOf(invite, after)).toBe('expired');
    expect(inviteStateOf({ ...invite, used: 2 }, before)).toBe('exhausted');
    expect(inviteStateOf({ ...invite, expiresAt: null }, after)).toBe('available');
  });

  it('can be revoked only while unused', () => {
    expect(canRevoke(invite)).toBe(true);
    expect(canRevoke({ ...invite, used: 1 })).toBe(false);
  });
});
