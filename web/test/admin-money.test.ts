import type { SettlementBatch } from '@settle/contract/settlement';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseRateInput } from '../src/features/admin-dashboard/lib/rate-form';
import { processedChartData } from '../src/features/admin-dashboard/lib/processed-chart';
import {
  lineCsvFallbackName,
  lineFilters,
  lineCsvQuery,
  progressPercent,
  settlementActions,
  APPROVAL_POLL_MS,
  pendingExecutesRefetchInterval,
  settlementRefetchInterval,
} from '../src/features/admin-settlement/lib/settlement-view';
import { dateRangeError, presetRange } from '../src/lib/date-range';
import {
  parseAdjustmentForm,
  parseCreateTransactionForm,
} from '../src/features/admin-transactions/lib/member-amount-form';
import {
  buildRecordExportQuery,
  buildRecordListQuery,
} from '../src/features/admin-transactions/lib/record-list-query';
import { summarizeReverse } from '../src/features/admin-approvals/lib/reverse-outcome';
import {
  buildMemberTransactionQuery,
  buildTransactionCsvQuery,
  buildTransactionListQuery,
} from '../src/features/admin-transactions/lib/transaction-list-query';
import { filenameFromContentDisposition } from '../src/lib/content-disposition';
import { dialogErrorMessage } from '../src/lib/field-message';
import { addDays, addMonths, formatCalendarDay, seoulDateOf } from '../src/lib/seoul-time';
import { displayedRowsLabelIn } from '../src/lib/table-pagination';
import { signInAs } from './fake-auth';

// api-client holds the Firebase Auth instance: a fake with a signed-in user.
vi.mock('../src/lib/firebase', async () => ({ auth: (await import('./fake-auth')).fakeAuth }));
signInAs('admin-token');
const { apiUrl } = await import('../src/lib/api-client');
const { downloadApiFile } = await import('../src/lib/download-api-file');
const { ApiError } = await import('../src/lib/api-error');

describe('Seoul calendar days', () => {
  it('reads the day in Asia/Seoul, not in UTC or the machine zone', () => {
    // 14:59:59 UTC is 23:59:59 in Seoul; a second later it is the next day there.
    expect(seoulDateOf(new Date('2026-11-21T14:59:59Z'))).toBe('2026-11-21');
    expect(seoulDateOf(new Date('2026-11-21T15:00:00Z'))).toBe('2026-11-22');
    expect(seoulDateOf(new Date('2026-12-31T15:30:00Z'))).toBe('2027-01-01');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-01-03', -7)).toBe('2025-12-27');
    expect(addDays('2026-11-22', 0)).toBe('2026-11-22');
  });

  it('goes back a month to the same day, or the last day of a shorter month', () => {
    expect(addMonths('2026-11-22', -1)).toBe('2026-10-22');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2028-03-30', -1)).toBe('2028-02-29');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2026-05-31', -1)).toBe('2026-04-30');
  });

  it('refuses what is not a YYYY-MM-DD day', () => {
    expect(() => addDays('2026/11/22', 1)).toThrow(RangeError);
    expect(formatCalendarDay('2026-11-22')).toBe('2026.11.22');
    expect(formatCalendarDay('nope')).toBe('-');
  });
});

describe('date presets', () => {
  // 2026-11-21 16:00 UTC is already 2026-11-22 01:00 in Seoul.
  const now = new Date('2026-11-21T16:00:00Z');

  it('counts 오늘, 1주일 and 1개월 from the Seoul day', () => {
    expect(presetRange('today', now)).toEqual({ from: '2026-11-22', to: '2026-11-22' });
    expect(presetRange('week', now)).toEqual({ from: '2026-11-15', to: '2026-11-22' });
    expect(presetRange('month', now)).toEqual({ from: '2026-10-22', to: '2026-11-22' });
    expect(presetRange('all', now)).toEqual({ from: '', to: '' });
  });

  it('clamps 1개월 at the end of a shorter month', () => {
    expect(presetRange('month', new Date('2026-03-31T03:00:00Z'))).toEqual({
      from: '2026-02-28',
      to: '2026-03-31',
    });
  });

  it('reports a start after the end in the API’s words, and nothing else', () => {
    expect(dateRangeError({ from: '2026-11-23', to: '2026-11-22' })).toBe(
      '시작일은 종료일보다 늦을 수 없습니다.',
    );
    expect(dateRangeError({ from: '2026-11-22', to: '2026-11-22' })).toBeNull();
    expect(dateRangeError({ from: '2026-11-23', to: '' })).toBeNull();
  });
});

describe('transaction list queries', () => {
  const base = {
    status: 'pending' as const,
    userId: null,
    range: { from: '', to: '' },
    sort: 'createdAt' as const,
    order: 'desc' as const,
  };

  it('leaves out an unpicked member and an open range; the paging hook adds cursor and size', () => {
    const query = buildTransactionListQuery(base);
    expect(query).toEqual({ status: 'pending', sort: 'createdAt', order: 'desc' });
    expect(apiUrl('/admin/transactions', { ...query, cursor: 'c2', pageSize: 20 })).toBe(
      '/api/admin/transactions?status=pending&sort=createdAt&order=desc&cursor=c2&pageSize=20',
    );
  });

  it('passes the member, the Seoul days and the sort, and never a page number', () => {
    const query = buildTransactionListQuery({
      ...base,
      status: 'success',
      userId: 'u1',
      range: { from: '2026-11-15', to: '2026-11-22' },
      sort: 'amount',
      order: 'asc',
    });
    expect(query).toEqual({
      status: 'success',
      userId: 'u1',
      from: '2026-11-15',
      to: '2026-11-22',
      sort: 'amount',
      order: 'asc',
    });
    expect(query).not.toHaveProperty('page');
  });

  it('keeps one open end of a range', () => {
    expect(buildTransactionListQuery({ ...base, range: { from: '2026-11-01', to: '' } })).toMatchObject({
      from: '2026-11-01',
    });
    expect(buildTransactionListQuery({ ...base, range: { from: '2026-11-01', to: '' } })).not.toHaveProperty(
      'to',
    );
  });

  it('does not send a reversed range, which the API would refuse', () => {
    const query = buildTransactionListQuery({ ...base, range: { from: '2026-11-23', to: '2026-11-22' } });
    expect(query).not.toHaveProperty('from');
    expect(query).not.toHaveProperty('to');
  });

  it('asks for the CSV of the whole filtered set: same filters, no paging, with the reason', () => {
    const csv = buildTransactionCsvQuery(
      {
        ...base,
        userId: 'u1',
        range: { from: '2026-11-22', to: '2026-11-22' },
      },
      '월말 대조',
    );
    expect(csv).toEqual({
      status: 'pending',
      userId: 'u1',
      from: '2026-11-22',
      to: '2026-11-22',
      sort: 'createdAt',
      order: 'desc',
      format: 'csv',
      reason: '월말 대조',
    });
    expect(apiUrl('/admin/transactions', csv)).toBe(
      '/api/admin/transactions?status=pending&userId=u1&from=2026-11-22&to=2026-11-22&sort=createdAt&order=desc&format=csv&reason=%EC%9B%94%EB%A7%90+%EB%8C%80%EC%A1%B0',
    );
  });

  it('lists one member’s transactions of any status, or of one, newest first', () => {
    expect(buildMemberTransactionQuery('u1', 'all')).toEqual({
      userId: 'u1',
      sort: 'createdAt',
      order: 'desc',
    });
    expect(buildMemberTransactionQuery('u1', 'deleted')).toEqual({
      userId: 'u1',
      status: 'deleted',
      sort: 'createdAt',
      order: 'desc',
    });
  });

  it('filters the ledger by type and member, and leaves out 전체', () => {
    expect(buildRecordListQuery({ userId: null, type: 'all' })).toEqual({});
    expect(buildRecordListQuery({ userId: 'u2', type: 'reversal' })).toEqual({
      type: 'reversal',
      userId: 'u2',
    });
  });

  it('asks for the whole filtered ledger as a file, with the format and the reason, no paging', () => {
    expect(buildRecordExportQuery({ userId: 'u2', type: 'all' }, 'xlsx', '월말 원장 대조')).toEqual({
      userId: 'u2',
      format: 'xlsx',
      reason: '월말 원장 대조',
    });
  });

  it('labels the pagination in Korean with the unit counted', () => {
    expect(displayedRowsLabelIn('건')({ from: 1, to: 20, count: 1350 })).toBe('1–20 / 총 1,350건');
  });
});

describe('Content-Disposition file names', () => {
  it('reads a quoted and an unquoted filename', () => {
    expect(filenameFromContentDisposition('attachment; filename="transactions.csv"')).toBe(
      'transactions.csv',
    );
    expect(filenameFromContentDisposition('attachment; filename=lines.csv')).toBe('lines.csv');
    expect(filenameFromContentDisposition('attachment;filename="a \\"b\\".csv"')).toBe('a "b".csv');
    expect(filenameFromContentDisposition('attachment; filename="a;b.csv"; size=10')).toBe('a;b.csv');
  });

  it("decodes RFC 5987 filename*=UTF-8''… and prefers it to filename", () => {
    expect(
      filenameFromContentDisposition(
        'attachment; filename="transactions.csv"; filename*=UTF-8\'\'%EA%B1%B0%EB%9E%98%EB%82%B4%EC%97%AD.csv',
      ),
    ).toBe('거래내역.csv');
    // Order does not matter, nor the case of the names.
    expect(
      filenameFromContentDisposition("attachment; FILENAME*=utf-8'ko'%EC%A0%95%EC%82%B0.csv; filename=x.csv"),
    ).toBe('정산.csv');
    expect(filenameFromContentDisposition("attachment; filename*=ISO-8859-1''caf%E9.csv")).toBe('café.csv');
  });

  it('falls back to filename when filename* cannot be decoded', () => {
    expect(filenameFromContentDisposition("attachment; filename*=UTF-8''%E0%A4%A; filename=plain.csv")).toBe(
      'plain.csv',
    );
    expect(filenameFromContentDisposition("attachment; filename*=KOI8-R''x.csv; filename=plain.csv")).toBe(
      'plain.csv',
    );
  });

  it('answers null when no usable name is given, and strips directories', () => {
    expect(filenameFromContentDisposition(null)).toBeNull();
    expect(filenameFromContentDisposition('')).toBeNull();
    expect(filenameFromContentDisposition('attachment')).toBeNull();
    expect(filenameFromContentDisposition('attachment; filename=""')).toBeNull();
    expect(filenameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe(
      '.._.._etc_passwd',
    );
  });
});

describe('downloadApiFile', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const clicks: { href: string; download: string }[] = [];

  beforeEach(() => {
    fetchMock.mockReset();
    clicks.length = 0;
    vi.stubGlobal('fetch', fetchMock);
    // The browser edges: an <a download> that records its click, and object URLs.
    vi.stubGlobal('document', {
      body: { append: () => undefined },
      createElement: () => {
        const link = {
          href: '',
          download: '',
          style: {},
          remove: () => undefined,
          click: () => clicks.push(link),
        };
        return link;
      },
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv-1');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the ID token and saves the body under the server’s name', async () => {
    fetchMock.mockResolvedValue(
      new Response('\uFEFF회원,금액\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="t.csv"; filename*=UTF-8\'\'%EA%B1%B0%EB%9E%98.csv',
        },
      }),
    );
    await expect(
      downloadApiFile('/admin/transactions', { status: 'pending', format: 'csv' }, 'fallback.csv'),
    ).resolves.toBe('거래.csv');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/transactions?status=pending&format=csv');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer admin-token');
    expect(clicks).toEqual([expect.objectContaining({ href: 'blob:csv-1', download: '거래.csv' })]);
  });

  it('uses the fallback name when the server names none', async () => {
    fetchMock.mockResolvedValue(new Response('a,b\n', { status: 200 }));
    await expect(downloadApiFile('/x', {}, '정산내역_2026-11-22.csv')).resolves.toBe(
      '정산내역_2026-11-22.csv',
    );
    expect(clicks[0]?.download).toBe('정산내역_2026-11-22.csv');
  });

  it('throws the server’s Korean message and saves nothing when refused', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: '접근 권한이 없습니다.', code: 'forbidden' }), { status: 403 }),
    );
    const error = await downloadApiFile('/admin/transactions', {}, 'x.csv').catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).message).toBe('접근 권한이 없습니다.');
    expect((error as InstanceType<typeof ApiError>).status).toBe(403);
    expect(clicks).toHaveLength(0);
  });
});

describe('admin money forms', () => {
  it('sends a new transaction with the amount in asset units, exact', () => {
    expect(parseCreateTransactionForm({ userId: 'u1', amount: '1,234.5', memo: ' 입금 ' })).toEqual({
      success: true,
      data: { userId: 'u1', amount: 1234.5, memo: '입금' },
    });
  });

  it('refuses a missing member, a negative or over-precise amount in Korean', () => {
    const noMember = parseCreateTransactionForm({ userId: null, amount: '10', memo: '' });
    expect(noMember).toMatchObject({ success: false, field: 'userId' });
    expect(noMember.success ? '' : noMember.message).toContain('회원');
    expect(parseCreateTransactionForm({ userId: 'u1', amount: '-10', memo: '' })).toMatchObject({
      success: false,
      field: 'amount',
    });
    const precise = parseCreateTransactionForm({ userId: 'u1', amount: '1.234', memo: '' });
    expect(precise.success ? '' : precise.message).toContain('소수점 아래 두 자리까지 입력할 수 있습니다.');
  });

  it('refuses a comma that is not a thousands separator in every money form', () => {
    for (const amount of ['1,5', '1,50', '1,2,3']) {
      expect(parseCreateTransactionForm({ userId: 'u1', amount, memo: '' }), amount).toMatchObject({
        success: false,
        field: 'amount',
      });
      expect(parseAdjustmentForm({ userId: 'u1', amount: `-${amount}`, memo: '정정' }), amount).toMatchObject(
        {
          success: false,
          field: 'amount',
        },
      );
      expect(parseRateInput('exchangeRate', amount).success, amount).toBe(false);
      expect(parseRateInput('feeRate', amount).success, amount).toBe(false);
    }
  });

  it('takes a signed adjustment but wants a memo and a non-zero amount', () => {
    expect(parseAdjustmentForm({ userId: 'u1', amount: '-20.05', memo: '오입금 정정' })).toEqual({
      success: true,
      data: { userId: 'u1', amount: -20.05, memo: '오입금 정정' },
    });
    const noMemo = parseAdjustmentForm({ userId: 'u1', amount: '5', memo: '  ' });
    expect(noMemo.success ? '' : noMemo.message).toContain('조정 사유를 메모로 남겨 주세요.');
    const zero = parseAdjustmentForm({ userId: 'u1', amount: '0', memo: '정정' });
    expect(zero.success ? '' : zero.message).toContain('0이 아닌 금액을 입력해 주세요.');
  });

  it('checks a new rate with the API’s schema and sends the decimal value', () => {
    expect(parseRateInput('exchangeRate', '1,350.25')).toEqual({ success: true, data: { value: 1350.25 } });
    expect(parseRateInput('feeRate', '3.5')).toEqual({ success: true, data: { value: 3.5 } });
    expect(parseRateInput('feeRate', '0')).toEqual({ success: true, data: { value: 0 } });
    const zeroRate = parseRateInput('exchangeRate', '0');
    expect(zeroRate.success ? '' : zeroRate.message).toContain('0보다 큰 환율을 입력해 주세요.');
    const overFee = parseRateInput('feeRate', '100.01');
    expect(overFee.success ? '' : overFee.message).toContain('수수료율은 0 이상 100 이하로 입력해 주세요.');
    expect(parseRateInput('exchangeRate', 'abc').success).toBe(false);
  });

  it('drops the field name before a message that already names it, inside a dialog', () => {
    expect(dialogErrorMessage('반려 사유: 반려 사유를 입력해 주세요.')).toBe('반려 사유를 입력해 주세요.');
    expect(dialogErrorMessage('값: 0보다 큰 환율을 입력해 주세요.')).toBe('0보다 큰 환율을 입력해 주세요.');
    expect(dialogErrorMessage('회원: 필수 항목입니다.')).toBe('회원: 필수 항목입니다.');
    expect(dialogErrorMessage('변경할 항목이 없습니다.')).toBe('변경할 항목이 없습니다.');
    const adjustment = parseAdjustmentForm({ userId: 'u1', amount: '5', memo: '' });
    expect(dialogErrorMessage(adjustment.success ? '' : adjustment.message)).toBe(
      '조정 사유를 메모로 남겨 주세요.',
    );
  });

  it('summarizes 선택 취소 with how many were refused', () => {
    const reversal = null;
    expect(
      summarizeReverse({
        results: [
          { id: 'a', ok: true, message: null, reversal },
          { id: 'b', ok: false, message: '이미 취소된 처리 내역입니다.', reversal },
        ],
      }),
    ).toEqual({
      reversed: 1,
      refused: 1,
      message: '1건을 취소했습니다. 1건은 취소하지 못했습니다.',
      severity: 'error',
      refusals: [{ id: 'b', message: '이미 취소된 처리 내역입니다.' }],
    });
    expect(summarizeReverse({ results: [{ id: 'a', ok: true, message: null, reversal }] })).toMatchObject({
      message: '1건을 취소했습니다.',
      severity: 'success',
    });
  });
});

describe('settlement screen', () => {
  const batch = (overrides: Partial<SettlementBatch> = {}): SettlementBatch => ({
    id: 'b1',
    status: 'prepared',
    rate: 1350.25,
    feeRate: 3.5,
    preparedAt: '2026-11-21T15:30:00Z',
    preparedBy: 'admin',
    executionStartedAt: null,
    executedBy: null,
    completedAt: null,
    totals: {
      payableLines: 3,
      skippedLines: 1,
      heldLines: 0,
      amount: 300,
      gross: 405075,
      fee: 14177,
      net: 390898,
    },
    progress: { pending: 3, settled: 0, failed: 0, settledNet: 0, settledFee: 0 },
    ...overrides,
  });

  it('offers 정산 실행 only for a prepared batch with someone to pay', () => {
    expect(settlementActions(batch())).toEqual({ canPrepare: true, canExecute: true, showLines: true });
    expect(settlementActions(batch({ totals: { ...batch().totals, payableLines: 0 } })).canExecute).toBe(
      false,
    );
    expect(settlementActions(batch({ status: 'executing' }))).toEqual({
      canPrepare: false,
      canExecute: false,
      showLines: true,
    });
    expect(settlementActions(batch({ status: 'completed' })).canExecute).toBe(false);
    expect(settlementActions(null)).toEqual({ canPrepare: true, canExecute: false, showLines: false });
  });

  it('leaves a stale batch only 정산 준비', () => {
    expect(settlementActions(batch({ status: 'stale' }))).toEqual({
      canPrepare: true,
      canExecute: false,
      showLines: false,
    });
  });

  it('polls only while executing, every 1–2 s', () => {
    const interval = settlementRefetchInterval(batch({ status: 'executing' }));
    expect(interval).toBeGreaterThanOrEqual(1000);
    expect(interval).toBeLessThanOrEqual(2000);
    expect(settlementRefetchInterval(batch())).toBe(false);
    // An execute waiting for a second admin (승인 대기) is looked at again until it is decided.
    expect(pendingExecutesRefetchInterval(['b1'])).toBe(APPROVAL_POLL_MS);
    expect(pendingExecutesRefetchInterval([])).toBe(false);
    expect(pendingExecutesRefetchInterval(undefined)).toBe(false);
    expect(settlementRefetchInterval(batch({ status: 'completed' }))).toBe(false);
    expect(settlementRefetchInterval(null)).toBe(false);
    expect(settlementRefetchInterval(undefined)).toBe(false);
  });

  it('shows progress as the share of lines settled or failed', () => {
    expect(
      progressPercent(
        batch({ progress: { pending: 2, settled: 1, failed: 1, settledNet: 1, settledFee: 0 } }),
      ),
    ).toBe(50);
    expect(
      progressPercent(
        batch({ progress: { pending: 0, settled: 0, failed: 0, settledNet: 0, settledFee: 0 } }),
      ),
    ).toBe(0);
    expect(
      progressPercent(
        batch({ progress: { pending: 0, settled: 3, failed: 0, settledNet: 9, settledFee: 0 } }),
      ),
    ).toBe(100);
  });

  it('filters the lines by batch and status, and asks for the CSV of the lines under the filter', () => {
    expect(lineFilters('b1', 'all')).toEqual({ batchId: 'b1' });
    expect(lineFilters('b1', 'failed')).toEqual({ batchId: 'b1', status: 'failed' });
    expect(
      apiUrl(
        '/admin/processingRecords/settlementAll/lines',
        lineCsvQuery(lineFilters('b1', 'all'), '지급 확인용'),
      ),
    ).toBe(
      '/api/admin/processingRecords/settlementAll/lines?batchId=b1&format=csv&reason=%EC%A7%80%EA%B8%89+%ED%99%95%EC%9D%B8%EC%9A%A9',
    );
    expect(
      apiUrl(
        '/admin/processingRecords/settlementAll/lines',
        lineCsvQuery(lineFilters('b1', 'held'), '보류 확인용'),
      ),
    ).toBe(
      '/api/admin/processingRecords/settlementAll/lines?batchId=b1&status=held&format=csv&reason=%EB%B3%B4%EB%A5%98+%ED%99%95%EC%9D%B8%EC%9A%A9',
    );
  });

  it('names the CSV by the day the batch was prepared and the status shown, never by an id', () => {
    expect(lineCsvFallbackName('2026-11-21', 'all')).toBe('정산내역_2026-11-21.csv');
    expect(lineCsvFallbackName('2026-11-21', 'held')).toBe('정산내역_2026-11-21_보류.csv');
  });
});

describe('processed volume chart', () => {
  it('labels Seoul days as MM.DD and totals the period on integers', () => {
    const data = processedChartData([
      { date: '2026-11-21', count: 2, amount: 0.1 },
      { date: '2026-11-22', count: 1, amount: 0.2 },
    ]);
    expect(data.labels).toEqual(['11.21', '11.22']);
    expect(data.counts).toEqual([2, 1]);
    expect(data.totalCount).toBe(3);
    // 0.1 + 0.2 in floats is 0.30000000000000004; in hundredths it is exactly 30.
    expect(data.totalAmountMinor).toBe(30);
  });
});
