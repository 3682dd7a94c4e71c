import { adminUpdateUserSchema, rejectUserSchema, type AdminUser } from '@settle/contract/admin-users';
import { parseKorean } from '@settle/contract/validation';
import { describe, expect, it, vi } from 'vitest';
import { bulkApprovalMessage } from '../src/features/admin-users/lib/bulk-result';
import { editUserChanges, editUserFormOf } from '../src/features/admin-users/lib/edit-user-form';
import { displayedRowsLabelIn } from '../src/lib/table-pagination';
import { formatSeoulDate } from '../src/lib/seoul-time';
import { formatUserAssets, orNotRegistered } from '../src/features/admin-users/lib/user-display';
import { buildUserListQuery } from '../src/features/admin-users/lib/user-list-query';
import { statusLabels } from '../src/features/admin-users/lib/user-display';
import { VERIFICATION_TITLE } from '../src/features/admin-users/lib/verification-view';
import { dialogErrorMessage } from '../src/lib/field-message';
import { ADMIN_SECTION } from '../src/app/navigation';

// apiUrl's module also holds the Firebase Auth instance, which cannot start without a browser.
vi.mock('../src/lib/firebase', () => ({ auth: {} }));
const { apiUrl } = await import('../src/lib/api-client');

const member: AdminUser = {
  id: 'u1',
  uid: 'u1',
  name: '김철수',
  email: 'kim@example.com',
  phone: '010-1234-5678',
  bank: '',
  account: '',
  assets: 1234.5,
  isNotificationEnabled: true,
  totalSettlement: 0,
  status: 'pending',
  role: 'user',
  createdAt: '2026-11-21T15:30:00.000Z',
  activatedAt: null,
};

describe('buildUserListQuery', () => {
  it('leaves out a blank search and the 전체 filter', () => {
    expect(buildUserListQuery({ search: '  ', status: 'all' })).toEqual({});
    expect(
      apiUrl('/admin/users', { ...buildUserListQuery({ search: '', status: 'all' }), pageSize: 20 }),
    ).toBe('/api/admin/users?pageSize=20');
  });

  it('trims the search and passes the status filter', () => {
    const query = buildUserListQuery({ search: ' 김철수 ', status: 'pending' });
    expect(query).toEqual({ q: '김철수', status: 'pending' });
    expect(apiUrl('/admin/users', { ...query, cursor: 'abc', pageSize: 50 })).toBe(
      '/api/admin/users?q=%EA%B9%80%EC%B2%A0%EC%88%98&status=pending&cursor=abc&pageSize=50',
    );
  });
});

describe('formatSeoulDate', () => {
  it('shows the date in Asia/Seoul as 2026.11.22, whatever the machine zone', () => {
    // 15:30 UTC on the 21st is 00:30 on the 22nd in Seoul.
    expect(formatSeoulDate('2026-11-21T15:30:00.000Z')).toBe('2026.11.22');
    expect(formatSeoulDate('2026-11-21T14:59:59.000Z')).toBe('2026.11.21');
    expect(formatSeoulDate('2026-01-05T09:00:00+09:00')).toBe('2026.01.05');
  });

  it("shows '-' for a missing or unreadable date", () => {
    expect(formatSeoulDate(null)).toBe('-');
    expect(formatSeoulDate('')).toBe('-');
    expect(formatSeoulDate('not a date')).toBe('-');
  });
});

describe('member display', () => {
  it('shows an empty bank or account as 미등록 (spec §3)', () => {
    expect(orNotRegistered('')).toBe('미등록');
    expect(orNotRegistered('  ')).toBe('미등록');
    expect(orNotRegistered('신한은행')).toBe('신한은행');
  });

  it('shows assets with separators, two decimals and the unit, computed on integers', () => {
    expect(formatUserAssets(1234.5, 'P')).toBe('1,234.50\u00a0P');
    expect(formatUserAssets(0, 'pt')).toBe('0.00\u00a0pt');
    expect(formatUserAssets(1.234, 'P')).toBe('-');
  });

  it('labels the pagination in Korean, with the range alone while the count is not known', () => {
    expect(displayedRowsLabelIn('명')({ from: 1, to: 20, count: 135 })).toBe('1–20 / 총 135명');
    expect(displayedRowsLabelIn('명')({ from: 21, to: 40, count: -1 })).toBe('21–40');
  });
});

describe('editUserChanges', () => {
  it('sends only the fields the operator changed', () => {
    const form = { ...editUserFormOf(member), bank: '신한은행', account: '110-123-456789' };
    const changes = editUserChanges(form, member);
    expect(changes).toEqual({ bank: '신한은행', account: '110-123-456789' });
    expect(parseKorean(adminUpdateUserSchema, changes)).toEqual({ success: true, data: changes });
  });

  it('normalizes a phone typed without hyphens', () => {
    const changes = editUserChanges({ ...editUserFormOf(member), phone: '01098765432' }, member);
    expect(parseKorean(adminUpdateUserSchema, changes)).toEqual({
      success: true,
      data: { phone: '010-9876-5432' },
    });
  });

  it('tells the operator in Korean when nothing changed or a value is wrong', () => {
    const unchanged = editUserChanges({ ...editUserFormOf(member), name: ' 김철수 ' }, member);
    expect(unchanged).toEqual({});
    expect(parseKorean(adminUpdateUserSchema, unchanged)).toMatchObject({
      success: false,
      message: expect.stringContaining('변경할 항목이 없습니다.'),
    });
    const badPhone = parseKorean(
      adminUpdateUserSchema,
      editUserChanges({ ...editUserFormOf(member), phone: '123' }, member),
    );
    expect(badPhone).toMatchObject({ success: false, field: 'phone' });
    expect(badPhone.success ? '' : badPhone.message).toBe(
      '휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.',
    );
  });
});

describe('bulkApprovalMessage', () => {
  it('reports how many were approved', () => {
    expect(bulkApprovalMessage(3, [])).toBe('3명 승인되었습니다.');
    expect(bulkApprovalMessage(1, [])).toBe('1명 승인되었습니다.');
  });

  it('reports failures with the first reason', () => {
    expect(bulkApprovalMessage(2, ['접근 권한이 없습니다.', 'x'])).toBe(
      '2명 승인되었습니다. 2명은 승인하지 못했습니다: 접근 권한이 없습니다.',
    );
    expect(bulkApprovalMessage(0, ['요청한 항목을 찾을 수 없습니다.'])).toBe(
      '1명은 승인하지 못했습니다: 요청한 항목을 찾을 수 없습니다.',
    );
  });
});

describe('the verification page (회원 승인, issue 16)', () => {
  it('is headed by the same words as the menu entry that leads to it', () => {
    const entry = ADMIN_SECTION.items.find((item) => item.to === '/admin/verification');
    expect(entry?.label).toBe('회원 승인');
    expect(VERIFICATION_TITLE).toBe(entry?.label);
  });

  it('searches pending or rejected sign-ups by name, e-mail or phone with the users list query', () => {
    expect(buildUserListQuery({ search: ' 010-2468 ', status: 'rejected' })).toEqual({
      q: '010-2468',
      status: 'rejected',
    });
    expect(statusLabels.rejected).toBe('반려');
  });

  it('tells the operator in Korean, before any request, when the 반려 사유 is missing or too long', () => {
    const message = (reason: string) => {
      const parsed = parseKorean(rejectUserSchema, { reason });
      return parsed.success ? null : dialogErrorMessage(parsed.message);
    };
    expect(message('')).toBe('반려 사유를 입력해 주세요.');
    expect(message('  \n  ')).toBe('반려 사유를 입력해 주세요.');
    expect(message('가'.repeat(201))).toBe('사유: 200자 이하로 입력해 주세요.');
    expect(message('가'.repeat(200))).toBeNull();
    const ok = parseKorean(rejectUserSchema, { reason: ' 서류 미비\r\n재제출 필요 ' });
    expect(ok).toEqual({ success: true, data: { reason: '서류 미비\n재제출 필요' } });
  });
});
