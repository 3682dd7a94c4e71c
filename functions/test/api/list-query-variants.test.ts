/**
 * Every filter and sort combination the list routes accept answers 200. Besides what it says,
 * it makes the run execute each query shape the lists can build, so the index check that
 * follows `npm run test:emulators` (scripts/check-indexes.ts) sees them all: the emulator
 * does not enforce composite indexes, production does.
 */
import { approvalStatuses } from '@settle/contract/approvals';
import { ledgerEntryTypes } from '@settle/contract/ledger';
import { settlementBatchStatuses } from '@settle/contract/settlement';
import { transactionStatuses } from '@settle/contract/transactions';
import { adminTransactionListQuerySchema } from '@settle/contract/admin-lists';
import { userStatuses } from '@settle/contract/users';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import {
  createAccount,
  createMemberProfile,
  resetEmulators,
  type TestAccount,
} from '../support/emulators.js';
import { bearer, newMember, setRates } from '../support/money.js';

const app = createApp();
const optional = <T>(values: readonly T[]): (T | undefined)[] => [undefined, ...values];

/** Every combination of the given options, leaving out the undefined ones. */
function combinations(options: Record<string, readonly (string | undefined)[]>): Record<string, string>[] {
  return Object.entries(options).reduce<Record<string, string>[]>(
    (acc, [name, values]) =>
      acc.flatMap((partial) =>
        values.map((value) => (value === undefined ? partial : { ...partial, [name]: value })),
      ),
    [{}],
  );
}

describe('list routes accept every filter and sort combination', () => {
  let admin: TestAccount;
  let member: TestAccount;

  beforeAll(async () => {
    await resetEmulators();
    await setRates(135025, 100);
    admin = await createAccount('admin@example.com', { admin: true });
    await createMemberProfile(admin);
    member = await newMember('member@example.com');
  });

  async function expectAllOk(path: string, token: TestAccount, queries: Record<string, string>[]) {
    const failed: string[] = [];
    for (const query of queries) {
      const res = await request(app).get(path).query(query).set(bearer(token));
      if (res.status !== 200) failed.push(`${JSON.stringify(query)} → ${res.status}`);
    }
    expect(failed).toEqual([]);
  }

  it('GET /api/admin/transactions (json and csv)', async () => {
    // The schema's own rules (e.g. sorting by processedAt only among processed ones) pick the valid ones.
    const queries = combinations({
      status: optional(transactionStatuses),
      userId: optional([member.uid]),
      from: optional(['2026-01-01']),
      to: optional(['2026-12-31']),
      sort: ['createdAt', 'processedAt', 'amount'],
      order: ['asc', 'desc'],
      format: ['json', 'csv'],
    }).filter((query) => adminTransactionListQuerySchema.safeParse(query).success);
    expect(queries.length).toBeGreaterThan(100);
    await expectAllOk('/api/admin/transactions', admin, queries);
  }, 120_000);

  it('GET /api/admin/processingRecords', async () => {
    const queries = combinations({ type: optional(ledgerEntryTypes), userId: optional([member.uid]) });
    await expectAllOk('/api/admin/processingRecords', admin, queries);
  });

  it('GET /api/admin/approvals', async () => {
    await expectAllOk('/api/admin/approvals', admin, combinations({ status: optional(approvalStatuses) }));
  });

  it('GET /api/admin/processingRecords/settlementAll/batches (정산 내역)', async () => {
    await expectAllOk(
      '/api/admin/processingRecords/settlementAll/batches',
      admin,
      combinations({
        status: optional(settlementBatchStatuses),
        from: optional(['2026-01-01']),
        to: optional(['2026-12-31']),
      }),
    );
  });

  it('GET /api/admin/users', async () => {
    await expectAllOk(
      '/api/admin/users',
      admin,
      combinations({ status: optional(userStatuses), q: optional(['김']) }),
    );
  });

  it("a member's own GET /api/transactions and /api/processingRecords", async () => {
    const period = { from: optional(['2026-01-01']), to: optional(['2026-12-31']) };
    await expectAllOk(
      '/api/transactions',
      member,
      combinations({ status: optional(transactionStatuses), ...period }),
    );
    await expectAllOk(
      '/api/processingRecords',
      member,
      combinations({ type: optional(ledgerEntryTypes), ...period }),
    );
  });
});
