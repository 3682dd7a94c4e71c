import {
  accessLogQuerySchema,
  EXPORT_REASON_REQUIRED,
  type AccessEntry,
  type AccessMonth,
  type AccessVerifyResult,
} from '@settle/contract/access-log';
import type { AdminUser } from '@settle/contract/admin-users';
import { messages } from '@settle/contract/messages';
import { complianceMessages } from '@settle/contract/compliance-messages';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  actionLabel,
  detailRows,
  exportFilterText,
  monthLabel,
  outcomeText,
  subjectsSummary,
  verifySummary,
} from '../src/features/admin-audit/lib/audit-display';
import { buildAuditQuery, emptyAuditFilters, isFiltered } from '../src/features/admin-audit/lib/audit-query';
import {
  canReview,
  monthState,
  seoulMonthOf,
  unreviewedMonths,
} from '../src/features/admin-audit/lib/review-view';
import { canReleaseLine } from '../src/features/admin-settlement/lib/settlement-view';
import {
  ACCOUNT_FOR_NEW_BANK,
  editUserChanges,
  editUserFormError,
  editUserFormOf,
} from '../src/features/admin-users/lib/edit-user-form';
import {
  accountChangeText,
  changedByText,
  isWithinHold,
} from '../src/features/admin-users/lib/member-detail';
import { buildUserCsvQuery, userCsvFallbackName } from '../src/features/admin-users/lib/user-list-query';
import { datePresetLabels, seoulRangeInstants } from '../src/lib/date-range';
import { checkExportReason, EXPORT_REASON_MIN } from '../src/lib/export-reason';
import { IdempotencyKeys } from '../src/lib/idempotency-key';
import { memberDetailPath } from '../src/lib/member-path';
import { reauthErrorMessage, reauthMethodOf } from '../src/lib/reauth';
import { signInAs } from './fake-auth';

// api-client holds the Firebase Auth instance: a fake with a signed-in admin (the network edge).
vi.mock('../src/lib/firebase', async () => ({ auth: (await import('./fake-auth')).fakeAuth }));
signInAs('admin-token');
const { apiUrl } = await import('../src/lib/api-client');
const { ApiError, apiErrorFrom } = await import('../src/lib/api-error');
const { isReauthRequired } = await import('../src/lib/reauth');
const { listAccessLog, accessLogQueryOptions } =
  await import('../src/features/admin-audit/api/list-access-log');
const { exportAdminUsers } = await import('../src/features/admin-users/api/export-admin-users');
const { apiMutationOptions } = await import('../src/lib/use-api-mutation');
const { releaseSettlementLine } =
  await import('../src/features/admin-settlement/api/release-settlement-line');
const { reviewMonth } = await import('../src/features/admin-audit/api/review-month');

describe('다운로드 사유', () => {
  it(`is required and needs at least ${EXPORT_REASON_MIN} characters after trimming, in Korean`, () => {
    expect(EXPORT_REASON_MIN).toBe(5);
    for (const typed of ['', '    ', '월말', ' 정산확인 ']) {
      expect(checkExportReason(typed)).toEqual({
        success: false,
        message: '다운로드 사유를 5자 이상 입력해 주세요.',
      });
    }
  });

  it('sends the trimmed reason', () => {
    expect(checkExportReason('  월말 정산 대조  ')).toEqual({ success: true, reason: '월말 정산 대조' });
    expect(checkExportReason('abcde')).toEqual({ success: true, reason: 'abcde' });
  });

  it('refuses what the API would refuse, without a field prefix', () => {
    expect(checkExportReason('가'.repeat(201))).toEqual({
      success: false,
      message: '200자 이하로 입력해 주세요.',
    });
    const control = checkExportReason('정산\u0007대조용입니다');
    expect(control.success).toBe(false);
    if (!control.success) expect(control.message).not.toMatch(/^값:/);
  });
});

describe('member CSV (GET /admin/users?format=csv)', () => {
  it('asks for every member matching the search and status shown, with the reason', () => {
    const query = buildUserCsvQuery({ search: ' 김 ', status: 'active' }, '회원 현황 보고');
    expect(query).toEqual({ q: '김', status: 'active', format: 'csv', reason: '회원 현황 보고' });
    expect(apiUrl('/admin/users', query)).toBe(
      '/api/admin/users?q=%EA%B9%80&status=active&format=csv&reason=%ED%9A%8C%EC%9B%90+%ED%98%84%ED%99%A9+%EB%B3%B4%EA%B3%A0',
    );
    expect(buildUserCsvQuery({ search: '', status: 'all' }, '전체 회원 점검')).toEqual({
      format: 'csv',
      reason: '전체 회원 점검',
    });
    expect(userCsvFallbackName('2026-11-25')).toBe('회원목록_2026-11-25.csv');
  });

  it('asks for the same members as Excel when the operator picks Excel 다운로드', () => {
    const query = buildUserCsvQuery({ search: '', status: 'pending' }, '가입 대기 점검', 'xlsx');
    expect(apiUrl('/admin/users', query)).toBe(
      '/api/admin/users?status=pending&format=xlsx&reason=%EA%B0%80%EC%9E%85+%EB%8C%80%EA%B8%B0+%EC%A0%90%EA%B2%80',
    );
    expect(userCsvFallbackName('2026-11-25', 'xlsx')).toBe('회원목록_2026-11-25.xlsx');
  });

  describe('download', () => {
    const fetchMock = vi.fn<typeof fetch>();
    beforeEach(() => {
      fetchMock.mockReset();
      vi.stubGlobal('fetch', fetchMock);
      vi.stubGlobal('document', {
        body: { append: () => undefined },
        createElement: () => ({
          href: '',
          download: '',
          style: {},
          remove: () => undefined,
          click: () => undefined,
        }),
      });
      vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:members');
      vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });

    it('sends the reason with the token and saves the file', async () => {
      fetchMock.mockResolvedValue(new Response('\uFEFF이름\n', { status: 200 }));
      await expect(
        exportAdminUsers(buildUserCsvQuery({ search: '', status: 'all' }, '월간 회원 점검'), '회원목록.csv'),
      ).resolves.toBe('회원목록.csv');
      const [url, init] = fetchMock.mock.calls[0] ?? [];
      expect(url).toBe(
        '/api/admin/users?format=csv&reason=%EC%9B%94%EA%B0%84+%ED%9A%8C%EC%9B%90+%EC%A0%90%EA%B2%80',
      );
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer admin-token');
    });

    it("rejects with the API's Korean refusal (the dialog shows it and stays open)", async () => {
      fetchMock.mockResolvedValue(
        Response.json(
          { message: EXPORT_REASON_REQUIRED, code: 'invalid-argument', field: 'reason' },
          { status: 400 },
        ),
      );
      await expect(exportAdminUsers({ format: 'csv', reason: 'x' }, '회원목록.csv')).rejects.toMatchObject({
        status: 400,
        message: EXPORT_REASON_REQUIRED,
      });
    });
  });
});

describe('held settlement lines', () => {
  it('offers 보류 해제 only on a held line of a prepared batch', () => {
    expect(canReleaseLine({ status: 'held' }, 'prepared')).toBe(true);
    expect(canReleaseLine({ status: 'held' }, 'executing')).toBe(false);
    expect(canReleaseLine({ status: 'held' }, 'completed')).toBe(false);
    expect(canReleaseLine({ status: 'pending' }, 'prepared')).toBe(false);
    expect(canReleaseLine({ status: 'skipped' }, 'prepared')).toBe(false);
  });
});

describe('접속 기록 query (GET /admin/auditLog)', () => {
  it('sends nothing but the page size without filters', () => {
    expect(buildAuditQuery(emptyAuditFilters)).toEqual({});
    expect(isFiltered(emptyAuditFilters)).toBe(false);
  });

  it('sends operator uid, member id, action and the Seoul days as instants the contract accepts', () => {
    const filters = {
      actorUid: 'admin-uid',
      subjectId: 'member-1',
      action: 'users.export' as const,
      range: { from: '2026-11-01', to: '2026-11-25' },
    };
    const query = buildAuditQuery(filters);
    expect(query).toEqual({
      actor: 'admin-uid',
      subject: 'member-1',
      action: 'users.export',
      from: '2026-11-01T00:00:00.000+09:00',
      to: '2026-11-25T23:59:59.999+09:00',
    });
    expect(isFiltered(filters)).toBe(true);
    // The API validates with the same schema: the screen never sends a query it would refuse.
    const parsed = accessLogQuerySchema.safeParse({ ...query, pageSize: '20' });
    expect(parsed.success).toBe(true);
    // 00:00 in Seoul on the 1st is 15:00 UTC on the day before.
    expect(new Date(query.from ?? '').toISOString()).toBe('2026-10-31T15:00:00.000Z');
    expect(new Date(query.to ?? '').toISOString()).toBe('2026-11-25T14:59:59.999Z');
  });

  it('labels the presets as the access record names them (오늘 / 1주일 / 1개월) plus 전체', () => {
    expect(datePresetLabels).toEqual({ all: '전체', today: '오늘', week: '1주일', month: '1개월' });
  });

  it('leaves an open end open and does not send a reversed range', () => {
    expect(seoulRangeInstants({ from: '', to: '2026-11-25' })).toEqual({
      to: '2026-11-25T23:59:59.999+09:00',
    });
    const reversed = buildAuditQuery({
      ...emptyAuditFilters,
      range: { from: '2026-11-25', to: '2026-11-01' },
    });
    expect(reversed).toEqual({});
  });

  describe('cursor paging', () => {
    const fetchMock = vi.fn<typeof fetch>();
    beforeEach(() => {
      fetchMock.mockReset();
      vi.stubGlobal('fetch', fetchMock);
    });
    afterEach(() => vi.unstubAllGlobals());

    it('asks for the first page without a cursor and the next one with the last nextCursor, as a page without a total', async () => {
      fetchMock.mockImplementation(() =>
        Promise.resolve(Response.json({ data: { items: [entry()], nextCursor: 'c-2' } })),
      );
      const first = await listAccessLog({ subject: 'member-1', pageSize: 20 });
      expect(first.items[0]?.action).toBe('users.get');
      // The record answers no count: the grid shows the range without one.
      expect(first).toMatchObject({ total: null, pageSize: 20, nextCursor: 'c-2' });
      await listAccessLog({ subject: 'member-1', pageSize: 20, cursor: first.nextCursor ?? '' });
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
        '/api/admin/auditLog?subject=member-1&pageSize=20',
        '/api/admin/auditLog?subject=member-1&pageSize=20&cursor=c-2',
      ]);
      const options = accessLogQueryOptions({ pageSize: 20, cursor: 'c-2' });
      expect(options.queryKey[0]).toBe('admin');
      expect(JSON.stringify(options.queryKey)).toContain('c-2');
    });

    it('refuses an answer that does not fit the contract', async () => {
      fetchMock.mockResolvedValue(Response.json({ data: { items: [{ id: 1 }], nextCursor: null } }));
      await expect(listAccessLog({ pageSize: 50 })).rejects.toThrow();
    });
  });
});

describe('접속 기록 display', () => {
  it('names actions in Korean', () => {
    expect(actionLabel('users.export')).toBe('회원 목록 다운로드');
    expect(actionLabel('settlement.release')).toBe('정산 보류 해제');
    expect(actionLabel('unknown.action')).toBe('unknown.action');
  });

  it('reads the outcome from the status', () => {
    expect(outcomeText(200)).toBe('성공 (200)');
    expect(outcomeText(403)).toBe('실패 (403)');
  });

  it('summarises the members touched and an export filter', () => {
    expect(subjectsSummary([])).toBe('-');
    expect(subjectsSummary(['u1'])).toBe('u1');
    expect(subjectsSummary(['u1', 'u2', 'u3'])).toBe('u1 외 2명');
    expect(exportFilterText({})).toBe('전체');
    expect(exportFilterText({ q: '김', status: 'active' })).toBe('q=김 · status=active');
  });

  it('lists details in a stable order with 예/아니요 for booleans', () => {
    expect(detailRows({ status: 'active', decrypted: 1, accountDecrypted: true })).toEqual([
      ['accountDecrypted', '예'],
      ['decrypted', '1'],
      ['status', 'active'],
    ]);
  });

  it('names months in Korean', () => {
    expect(monthLabel('2026-11')).toBe('2026년 11월');
    expect(monthLabel('2027-01')).toBe('2027년 1월');
  });

  it('says what 위변조 검사 found', () => {
    const ok: AccessVerifyResult = {
      ok: true,
      blocks: 3,
      entries: 1200,
      unsealed: 4,
      problem: null,
      durationMs: 85.4,
    };
    expect(verifySummary(ok)).toBe(
      '위변조 없음: 블록 3개 · 기록 1,200건 검사 (85ms) · 아직 봉인되지 않은 기록 4건',
    );
    const broken: AccessVerifyResult = {
      ...ok,
      ok: false,
      unsealed: 0,
      problem: { kind: 'edited', blockSeq: 2, entryId: 'e9', message: '블록 2의 기록 e9가 수정되었습니다.' },
    };
    expect(verifySummary(broken)).toBe(
      '위변조 의심: 블록 2의 기록 e9가 수정되었습니다. — 블록 3개 · 기록 1,200건 검사 (85ms)',
    );
  });
});

describe('월 1회 점검', () => {
  const month = (over: Partial<AccessMonth>): AccessMonth => ({
    month: '2026-10',
    entries: 120,
    reviewed: null,
    hints: [],
    ...over,
  });

  it('reads the running month in Seoul', () => {
    // 15:00 UTC on 31 October is already 1 November in Seoul.
    expect(seoulMonthOf(new Date('2026-10-31T15:00:00Z'))).toBe('2026-11');
    expect(seoulMonthOf(new Date('2026-10-31T14:59:59Z'))).toBe('2026-10');
  });

  it('asks to review ended months with entries, not the running month nor empty ones', () => {
    const months = [
      month({ month: '2026-11' }),
      month({ month: '2026-10' }),
      month({
        month: '2026-09',
        reviewed: { by: 'a', byEmail: 'a@x.com', at: '2026-10-02T00:00:00Z', note: '이상 없음' },
      }),
      month({ month: '2026-08', entries: 0 }),
    ];
    expect(months.map((m) => monthState(m, '2026-11'))).toEqual(['current', 'pending', 'reviewed', 'empty']);
    expect(unreviewedMonths(months, '2026-11').map((m) => m.month)).toEqual(['2026-10']);
    expect(months.map((m) => canReview(m, '2026-11'))).toEqual([false, true, false, true]);
  });
});

describe('본인 확인 (reauth-required)', () => {
  it('tells the reauth answer apart from a plain 401 and other refusals', () => {
    expect(
      isReauthRequired(apiErrorFrom(401, { message: messages.reauthRequired, code: 'reauth-required' })),
    ).toBe(true);
    expect(
      isReauthRequired(apiErrorFrom(401, { message: messages.unauthenticated, code: 'unauthenticated' })),
    ).toBe(false);
    expect(isReauthRequired(apiErrorFrom(403, { message: 'x', code: 'reauth-required' }))).toBe(false);
    expect(isReauthRequired(new ApiError(401, null, 'x'))).toBe(false);
    expect(isReauthRequired(new Error('reauth-required'))).toBe(false);
  });

  it('asks a password account for its password and a Google-only account for Google', () => {
    const withProviders = (...ids: string[]) => ({ providerData: ids.map((providerId) => ({ providerId })) });
    expect(reauthMethodOf(withProviders('password') as never)).toBe('password');
    expect(reauthMethodOf(withProviders('google.com', 'password') as never)).toBe('password');
    expect(reauthMethodOf(withProviders('google.com') as never)).toBe('google');
    expect(reauthMethodOf(withProviders() as never)).toBe('sign-in-again');
  });

  it('explains a failed confirmation in Korean', () => {
    expect(reauthErrorMessage({ code: 'auth/wrong-password' })).toBe('비밀번호가 올바르지 않습니다.');
    expect(reauthErrorMessage({ code: 'auth/invalid-credential' })).toBe('비밀번호가 올바르지 않습니다.');
    expect(reauthErrorMessage({ code: 'auth/popup-closed-by-user' })).toBe(
      '확인 창이 닫혔습니다. 다시 시도해 주세요.',
    );
    expect(reauthErrorMessage(new Error('boom'))).toBe(
      '본인 확인에 실패했습니다. 잠시 후 다시 시도해 주세요.',
    );
  });
});

describe('admin member edit with a masked account', () => {
  const member: AdminUser = {
    id: 'u1',
    uid: 'u1',
    name: '김철수',
    email: 'kim@example.com',
    phone: '010-1234-5678',
    bank: '신한은행',
    account: '****4444',
    assets: 0,
    isNotificationEnabled: true,
    totalSettlement: 0,
    status: 'active',
    role: 'user',
    createdAt: '2026-11-21T15:30:00.000Z',
    activatedAt: null,
  };

  it('starts the account empty and never sends the masked text back', () => {
    const form = editUserFormOf(member);
    expect(form.account).toBe('');
    expect(editUserChanges({ ...form, phone: '010-9999-8888' }, member)).toEqual({ phone: '010-9999-8888' });
    expect(editUserChanges({ ...form, account: '110-987-654321' }, member)).toEqual({
      account: '110-987-654321',
    });
  });

  it('needs the new number when the bank changes, and clears both for 미등록', () => {
    expect(editUserFormError({ ...editUserFormOf(member), bank: 'KB국민은행' }, member)).toBe(
      ACCOUNT_FOR_NEW_BANK,
    );
    expect(
      editUserFormError({ ...editUserFormOf(member), bank: 'KB국민은행', account: '1234-56' }, member),
    ).toBeNull();
    expect(editUserChanges({ ...editUserFormOf(member), bank: '' }, member)).toEqual({
      bank: '',
      account: '',
    });
  });
});

describe('회원 상세', () => {
  it('links to /admin/user/:id with the id encoded', () => {
    expect(memberDetailPath('abc123')).toBe('/admin/user/abc123');
    expect(memberDetailPath('a b')).toBe('/admin/user/a%20b');
  });

  it('shows account changes masked, and who made them', () => {
    expect(accountChangeText({ bank: '신한은행', account: '****4444' })).toBe('신한은행 ****4444');
    expect(accountChangeText({ bank: '', account: '' })).toBe('미등록');
    expect(changedByText({ uid: 'u1', email: 'kim@example.com', role: 'user' })).toBe(
      'kim@example.com (본인)',
    );
    expect(changedByText({ uid: 'a1', email: 'admin@example.com', role: 'admin' })).toBe(
      'admin@example.com (관리자)',
    );
  });

  it('warns of the 24-hour hold after a change', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(isWithinHold('2026-11-25T00:00:00Z', 24, now)).toBe(true);
    expect(isWithinHold('2026-11-24T12:00:00Z', 24, now)).toBe(false);
    expect(isWithinHold(null, 24, now)).toBe(false);
  });
});

function entry(over: Partial<AccessEntry> = {}): AccessEntry {
  return {
    id: 'e1',
    at: '2026-11-25T01:00:00.000Z',
    actor: { uid: 'admin-uid', email: 'admin@example.com', role: 'admin' },
    ip: '203.0.113.5',
    userAgent: 'Chromium',
    action: 'users.get',
    method: 'GET',
    path: '/admin/users/member-1',
    subjects: ['member-1'],
    export: null,
    details: { decrypted: 1 },
    status: 200,
    requestId: 'req-1',
    ...over,
  };
}

describe('writes of the screens (the network edge faked)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('navigator', { onLine: true });
  });
  afterEach(() => vi.unstubAllGlobals());

  async function run<V>(config: Parameters<typeof apiMutationOptions<V, void>>[0], variables: V) {
    const queryClient = new QueryClient();
    const invalidated: unknown[] = [];
    vi.spyOn(queryClient, 'invalidateQueries').mockImplementation((filters) => {
      invalidated.push(filters?.queryKey);
      return Promise.resolve();
    });
    const options = apiMutationOptions(config, queryClient, new IdempotencyKeys());
    const result = await options.mutationFn?.(variables, {} as never);
    await options.onSettled?.(result, null, variables, undefined, {} as never);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    return { url, method: init?.method, body: JSON.parse(String(init?.body)) as unknown, invalidated };
  }

  it('보류 해제 posts the batch id for the member and refreshes the /admin group (totals and lines)', async () => {
    fetchMock.mockResolvedValue(Response.json({ data: {} }));
    const sent = await run(releaseSettlementLine, { batchId: 'b1', userId: 'u 1' });
    expect(sent).toEqual({
      url: '/api/admin/processingRecords/settlementAll/lines/u%201/release',
      method: 'POST',
      body: { batchId: 'b1' },
      invalidated: [['admin']],
    });
  });

  it('점검 완료 posts the month and the note', async () => {
    fetchMock.mockResolvedValue(Response.json({ data: {} }, { status: 201 }));
    const sent = await run(reviewMonth, { month: '2026-10', note: '대량 다운로드 2건 확인, 이상 없음' });
    expect(sent).toMatchObject({
      url: '/api/admin/auditLog/reviews',
      method: 'POST',
      body: { month: '2026-10', note: '대량 다운로드 2건 확인, 이상 없음' },
    });
  });

  it('a refused release surfaces the API’s Korean message', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { message: complianceMessages.settlementReleaseNotPrepared, code: 'conflict' },
        { status: 409 },
      ),
    );
    await expect(run(releaseSettlementLine, { batchId: 'b1', userId: 'u1' })).rejects.toMatchObject({
      status: 409,
      message: '검토 대기 중인 정산에서만 보류를 해제할 수 있습니다.',
    });
  });
});
