/**
 * The totals row of the admin transaction and ledger lists (issue 18): GET /admin/transactions
 * and GET /admin/processingRecords carry, with their first page, how many and how much over the
 * whole filtered list — equal to what summing every page gives — and null on the pages after.
 */
import { hundredthsToNumber } from '@settle/contract/money';
import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { db } from '../../src/lib/firebase.js';
import type { LedgerRecord } from '../../src/modules/ledger/ledger-record.js';
import type { TransactionRecord } from '../../src/modules/transactions/transaction-record.js';
import {
  createAccount,
  createMemberProfile,
  resetEmulators,
  type TestAccount,
} from '../support/emulators.js';
import { bearer, newMember, setRates } from '../support/money.js';

const app = createApp();
const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const minor = (amount: number) => Math.round(amount * 100);

function transaction(uid: string, amountMinor: number, status: TransactionRecord['status'], iso: string) {
  const time = at(iso);
  const record: TransactionRecord = {
    uid,
    userName: '합계테스트',
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
    canceledAt: null,
    deletedAt: null,
    deletedBy: null,
    deleteReason: null,
  };
  return db().collection('transactions').add(record);
}

function entry(uid: string, type: LedgerRecord['type'], amountMinor: number, iso: string) {
  const record: LedgerRecord = {
    uid,
    userName: '합계테스트',
    type,
    amountMinor,
    balanceAfterMinor: 0,
    memo: '',
    actorId: 'test',
    createdAt: at(iso),
    transactionId: null,
    reversalOf: null,
    reversedBy: null,
    settlement: null,
  };
  return db().collection('processingRecords').add(record);
}

interface Listed {
  items: { id: string; amount: number }[];
  total: number | null;
  nextCursor: string | null;
  totals: { count: number; amount: number } | null;
}

describe('admin list totals', () => {
  let admin: TestAccount;
  let member: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    await resetEmulators();
    await setRates(135_025, 100);
    admin = await createAccount('admin@example.com', { admin: true });
    await createMemberProfile(admin);
    member = await newMember('member@example.com');
    other = await newMember('other@example.com');
    // 0.10 + 0.20 in hundredths: a float sum would not be 0.30.
    const pending = [10, 20, 12_345_67, 1, 5_000_00];
    for (const [i, amountMinor] of pending.entries()) {
      await transaction(member.uid, amountMinor, 'pending', `2026-11-0${i + 1}T12:00:00+09:00`);
    }
    // Outside the filters below: another status, another member, another week.
    await transaction(member.uid, 777_77, 'success', '2026-11-03T12:00:00+09:00');
    await transaction(other.uid, 333_33, 'pending', '2026-11-03T12:00:00+09:00');
    await transaction(member.uid, 444_44, 'pending', '2026-11-20T12:00:00+09:00');

    await entry(member.uid, 'transaction', 10, '2026-11-01T12:00:00+09:00');
    await entry(member.uid, 'adjustment', -5_55, '2026-11-02T12:00:00+09:00');
    await entry(member.uid, 'transaction', 20, '2026-11-03T12:00:00+09:00');
    await entry(member.uid, 'adjustment', 1_000_00, '2026-11-04T12:00:00+09:00');
    await entry(other.uid, 'adjustment', 999_99, '2026-11-04T12:00:00+09:00');
  });

  /** Every page by cursor (pageSize 2): the items and the totals and total each page carried. */
  async function everyPage(path: string, query: Record<string, string>) {
    const items: Listed['items'] = [];
    const pages: Listed[] = [];
    let cursor: string | null = null;
    do {
      const res = await request(app)
        .get(path)
        .query({ ...query, ...(cursor ? { cursor } : {}), pageSize: '2' })
        .set(bearer(admin));
      expect(res.status).toBe(200);
      const page = res.body.data as Listed;
      pages.push(page);
      items.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor !== null);
    return { items, pages };
  }

  const sumOf = (items: Listed['items']) =>
    hundredthsToNumber(items.reduce((acc, i) => acc + minor(i.amount), 0));

  it('when an operator lists one member’s pending transactions of a week by amount, then the first page carries the count and sum of the whole filtered list and later pages none', async () => {
    const { items, pages } = await everyPage('/api/admin/transactions', {
      status: 'pending',
      userId: member.uid,
      from: '2026-11-01',
      to: '2026-11-07',
      sort: 'amount',
      order: 'asc',
    });
    expect(items).toHaveLength(5);
    expect(pages).toHaveLength(3);
    expect(pages[0]?.totals).toEqual({ count: items.length, amount: sumOf(items) });
    // And the number itself: 0.10 + 0.20 + 12,345.67 + 0.01 + 5,000.00.
    expect(pages[0]?.totals).toEqual({ count: 5, amount: 17_345.98 });
    expect(pages.slice(1).map((p) => p.totals)).toEqual([null, null]);
    expect(pages.slice(1).map((p) => p.total)).toEqual([null, null]);
  });

  it('when no filter narrows the transactions, then the totals are of every one of them', async () => {
    const { items, pages } = await everyPage('/api/admin/transactions', {});
    expect(items).toHaveLength(8);
    expect(pages[0]?.totals).toEqual({ count: 8, amount: sumOf(items) });
  });

  it('when the filtered list is empty, then the totals are zero, not missing', async () => {
    const res = await request(app)
      .get('/api/admin/transactions')
      .query({ status: 'deleted' })
      .set(bearer(admin));
    expect(res.status).toBe(200);
    expect((res.body.data as Listed).totals).toEqual({ count: 0, amount: 0 });
  });

  it('when an operator lists one member’s adjustments, then the totals are their signed sum; later pages carry none', async () => {
    const { items, pages } = await everyPage('/api/admin/processingRecords', {
      userId: member.uid,
    });
    expect(items).toHaveLength(4);
    expect(pages[0]?.totals).toEqual({ count: 4, amount: sumOf(items) });
    expect(pages[0]?.totals).toEqual({ count: 4, amount: 994.75 });
    expect(pages[1]?.totals).toBeNull();

    const adjustments = await everyPage('/api/admin/processingRecords', {
      userId: member.uid,
      type: 'adjustment',
    });
    expect(adjustments.pages[0]?.totals).toEqual({ count: 2, amount: 994.45 });
  });

  it('when a later page is asked with a cursor, then it carries no totals', async () => {
    const first = await request(app)
      .get('/api/admin/processingRecords')
      .query({ pageSize: '1' })
      .set(bearer(admin));
    const cursor = (first.body.data as Listed).nextCursor ?? '';
    expect(cursor).not.toBe('');
    const second = await request(app)
      .get('/api/admin/processingRecords')
      .query({ pageSize: '1', cursor })
      .set(bearer(admin));
    expect(second.status).toBe(200);
    expect((second.body.data as Listed).totals).toBeNull();
    expect((first.body.data as Listed).totals).toEqual({
      count: 5,
      amount: hundredthsToNumber(10 - 5_55 + 20 + 1_000_00 + 999_99),
    });
  });
});
