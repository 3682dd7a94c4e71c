/**
 * The member's lists with a period (GET /transactions, GET /processingRecords ?from&to, Seoul
 * days) and the totals of the whole period beside the page: exact integers summed by
 * Firestore, equal to what summing every listed item gives, whatever page is asked.
 */
import { hundredthsToNumber } from '@settle/contract/money';
import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { db } from '../../src/lib/firebase.js';
import type { LedgerRecord } from '../../src/modules/ledger/ledger-record.js';
import type { TransactionRecord } from '../../src/modules/transactions/transaction-record.js';
import { resetEmulators, type TestAccount } from '../support/emulators.js';
import { bearer, newMember, setRates } from '../support/money.js';

const app = createApp();
const at = (iso: string) => Timestamp.fromDate(new Date(iso));
/** Hundredths of an API amount (decimal JSON number with at most two places). */
const minor = (amount: number) => Math.round(amount * 100);

/** The week asked for below: 2026.11.01 to 2026.11.07, Seoul days. */
const PERIOD = { from: '2026-11-01', to: '2026-11-07' };
const INSIDE = [
  '2026-11-01T00:00:00.000+09:00',
  '2026-11-04T12:00:00+09:00',
  '2026-11-07T23:59:59.999+09:00',
];
const OUTSIDE = ['2026-10-31T23:59:59.999+09:00', '2026-11-08T00:00:00.000+09:00'];

function transaction(uid: string, amountMinor: number, status: TransactionRecord['status'], iso: string) {
  const time = at(iso);
  const record: TransactionRecord = {
    uid,
    userName: '기간테스트',
    amountMinor,
    memo: `${status} ${iso}`,
    status,
    createdByRole: 'user',
    createdBy: uid,
    createdAt: time,
    updatedAt: time,
    processedAt: status === 'success' ? time : null,
    processedBy: status === 'success' ? 'admin' : null,
    processingRecordId: null,
    canceledAt: status === 'canceled' ? time : null,
    deletedAt: status === 'deleted' ? time : null,
    deletedBy: status === 'deleted' ? 'admin' : null,
    deleteReason: status === 'deleted' ? '확인 불가' : null,
  };
  return db().collection('transactions').add(record);
}

function entry(
  uid: string,
  fields: Partial<LedgerRecord> & Pick<LedgerRecord, 'type' | 'amountMinor'>,
  iso: string,
) {
  const record: LedgerRecord = {
    uid,
    userName: '기간테스트',
    balanceAfterMinor: 0,
    memo: '',
    actorId: 'test',
    createdAt: at(iso),
    transactionId: null,
    reversalOf: null,
    reversedBy: null,
    settlement: null,
    ...fields,
  };
  return db().collection('processingRecords').add(record);
}

const settlementDetail = (netWon: number): NonNullable<LedgerRecord['settlement']> => ({
  batchId: 'batch',
  grossWon: netWon + 100,
  feeWon: 100,
  netWon,
  rateHundredths: 135_025,
  feeBasisPoints: 100,
  bank: '국민은행',
  accountLast4: '1234',
  accountCipher: 'x',
});

interface Listed {
  items: {
    amount: number;
    status?: string;
    reversedBy?: string | null;
    settlement?: { net: number } | null;
  }[];
  total: number;
  totals: Record<string, unknown>;
}

describe('member lists: period and totals', () => {
  let member: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    await resetEmulators();
    await setRates(135_025, 100);
    member = await newMember('member@example.com');
    other = await newMember('other@example.com');
    // 0.1 + 0.2 as hundredths: a float sum would not be 0.3.
    const amounts = [10, 20, 12_345_67, 1, 99, 5_000_00];
    const statuses = ['pending', 'success', 'success', 'canceled', 'deleted', 'pending'] as const;
    for (const [i, iso] of [...INSIDE, ...INSIDE].entries()) {
      await transaction(member.uid, amounts[i] ?? 1, statuses[i] ?? 'pending', iso);
    }
    for (const iso of OUTSIDE) {
      await transaction(member.uid, 777_77, 'success', iso);
      await transaction(member.uid, 333_33, 'pending', iso);
    }
    // Someone else's, inside the period: never counted.
    await transaction(other.uid, 100_00, 'success', INSIDE[1] ?? '');

    await entry(member.uid, { type: 'transaction', amountMinor: 10 }, INSIDE[0] ?? '');
    await entry(member.uid, { type: 'transaction', amountMinor: 20 }, INSIDE[1] ?? '');
    await entry(member.uid, { type: 'adjustment', amountMinor: -5_55 }, INSIDE[2] ?? '');
    await entry(
      member.uid,
      { type: 'settlement', amountMinor: -100_00, settlement: settlementDetail(134_025) },
      INSIDE[1] ?? '',
    );
    // A settlement reversed later: listed, but it paid nothing in the end.
    await entry(
      member.uid,
      {
        type: 'settlement',
        amountMinor: -50_00,
        settlement: settlementDetail(66_000),
        reversedBy: 'reversal-x',
      },
      INSIDE[2] ?? '',
    );
    await entry(member.uid, { type: 'reversal', amountMinor: 50_00, reversalOf: 'x' }, INSIDE[2] ?? '');
    for (const iso of OUTSIDE) {
      await entry(member.uid, { type: 'transaction', amountMinor: 999_99 }, iso);
      await entry(
        member.uid,
        { type: 'settlement', amountMinor: -888_88, settlement: settlementDetail(9_999) },
        iso,
      );
    }
    await entry(other.uid, { type: 'transaction', amountMinor: 123_00 }, INSIDE[1] ?? '');
  });

  /** Every item of the period, page by page (pageSize 2), and the totals each page carried. */
  async function everyPage(
    path: string,
    query: Record<string, string>,
  ): Promise<{ items: Listed['items']; totals: unknown[] }> {
    const items: Listed['items'] = [];
    const totals: unknown[] = [];
    let cursor: string | null = null;
    do {
      const res = await request(app)
        .get(path)
        .query({ ...query, ...(cursor ? { cursor } : {}), pageSize: '2' })
        .set(bearer(member));
      expect(res.status).toBe(200);
      const data = res.body.data as Listed & { nextCursor: string | null };
      items.push(...data.items);
      totals.push(data.totals);
      cursor = data.nextCursor;
    } while (cursor !== null);
    return { items, totals };
  }

  it('when a member asks for a week of transactions, then only that week is listed and the totals are its sums by status', async () => {
    const { items, totals } = await everyPage('/api/transactions', PERIOD);
    expect(items).toHaveLength(6);
    // The same totals on every page: they are the period's, not the page's.
    expect(new Set(totals.map((t) => JSON.stringify(t))).size).toBe(1);
    const sumOf = (status: string) =>
      hundredthsToNumber(
        items.filter((t) => t.status === status).reduce((acc, t) => acc + minor(t.amount), 0),
      );
    const countOf = (status: string) => items.filter((t) => t.status === status).length;
    expect(totals[0]).toEqual({
      count: 6,
      byStatus: {
        pending: { count: countOf('pending'), amount: sumOf('pending') },
        success: { count: countOf('success'), amount: sumOf('success') },
        canceled: { count: countOf('canceled'), amount: sumOf('canceled') },
        deleted: { count: countOf('deleted'), amount: sumOf('deleted') },
      },
    });
    // And the numbers themselves: 0.10 + 5,000.00 pending, 0.20 + 12,345.67 processed.
    expect(totals[0]).toMatchObject({
      byStatus: { pending: { count: 2, amount: 5000.1 }, success: { count: 2, amount: 12_345.87 } },
    });
  });

  it('when the list is filtered by status too, then the totals are of that status only', async () => {
    const res = await request(app)
      .get('/api/transactions')
      .query({ ...PERIOD, status: 'success' })
      .set(bearer(member));
    expect(res.body.data.totals).toEqual({
      count: 2,
      byStatus: {
        pending: { count: 0, amount: 0 },
        success: { count: 2, amount: 12_345.87 },
        canceled: { count: 0, amount: 0 },
        deleted: { count: 0, amount: 0 },
      },
    });
  });

  it('when no period is given, then everything of the member is listed and summed', async () => {
    const res = await request(app).get('/api/transactions').query({ pageSize: '100' }).set(bearer(member));
    expect(res.body.data.total).toBe(10);
    expect(res.body.data.totals.byStatus.success).toEqual({ count: 4, amount: 12_345.87 + 2 * 777.77 });
  });

  it('when only one end is given, then the other stays open', async () => {
    const res = await request(app).get('/api/transactions').query({ from: '2026-11-08' }).set(bearer(member));
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.totals.byStatus).toMatchObject({
      success: { count: 1, amount: 777.77 },
      pending: { count: 1, amount: 333.33 },
    });
  });

  it('when the period starts after it ends or is not a day, then 400 in Korean', async () => {
    for (const [query, message] of [
      [{ from: '2026-11-08', to: '2026-11-01' }, '시작일은 종료일보다 늦을 수 없습니다.'],
      [{ from: '2026-13-01' }, '존재하지 않는 날짜입니다.'],
      [{ to: '11/01/2026' }, '날짜는 YYYY-MM-DD 형식으로 입력해 주세요.'],
    ] as const) {
      for (const path of ['/api/transactions', '/api/processingRecords']) {
        const res = await request(app).get(path).query(query).set(bearer(member));
        expect(res.status).toBe(400);
        expect(res.body.message).toContain(message);
      }
    }
  });

  it('when a member asks for a week of the ledger, then 입금 and 출금 are the sums of the + and − entries listed', async () => {
    const { items, totals } = await everyPage('/api/processingRecords', PERIOD);
    expect(items).toHaveLength(6);
    expect(new Set(totals.map((t) => JSON.stringify(t))).size).toBe(1);
    const credit = items.filter((r) => r.amount > 0).reduce((acc, r) => acc + minor(r.amount), 0);
    const debit = items.filter((r) => r.amount < 0).reduce((acc, r) => acc + minor(r.amount), 0);
    expect(totals[0]).toEqual({
      credit: hundredthsToNumber(credit),
      debit: hundredthsToNumber(debit),
      settlement: null,
    });
    expect(totals[0]).toEqual({ credit: 50.3, debit: -155.55, settlement: null });
  });

  it('when the ledger is filtered to settlements, then the totals count the ones that stand and the won they paid', async () => {
    const { items, totals } = await everyPage('/api/processingRecords', { ...PERIOD, type: 'settlement' });
    expect(items).toHaveLength(2);
    const standing = items.filter((r) => r.reversedBy === null);
    expect(totals[0]).toEqual({
      credit: 0,
      debit: -150,
      settlement: {
        count: standing.length,
        net: standing.reduce((acc, r) => acc + (r.settlement?.net ?? 0), 0),
      },
    });
    expect(totals[0]).toMatchObject({ settlement: { count: 1, net: 134_025 } });
  });

  it('when the ledger has no entry in the period, then the totals are 0', async () => {
    const res = await request(app)
      .get('/api/processingRecords')
      .query({ from: '2020-01-01', to: '2020-01-31', type: 'settlement' })
      .set(bearer(member));
    expect(res.body.data).toMatchObject({
      total: 0,
      totals: { credit: 0, debit: 0, settlement: { count: 0, net: 0 } },
    });
  });
});
