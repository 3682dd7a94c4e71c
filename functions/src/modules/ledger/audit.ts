import {
  FieldPath,
  type Query,
  type QueryDocumentSnapshot,
  type Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';

/**
 * The ledger audit (PRODUCT.md Money: `assets` always equals the sum of the member's entries and
 * is never negative). Walks every member and every ledger entry by cursor, reading only the
 * fields it needs, so it scales to hundreds of thousands of entries. All reads happen at one
 * read time — one consistent snapshot — so money moving while the audit runs cannot show up as
 * drift.
 *
 * It does not check the `balanceAfterMinor` sequence: entries written at the same instant share
 * a timestamp, so no order of them is canonical.
 */
export interface LedgerDrift {
  uid: string;
  /** The member's `assetsMinor`: 0 when there is no member document, NaN when it is not a number. */
  assetsMinor: number;
  /** Σ amountMinor of the member's entries. */
  ledgerSumMinor: number;
  problem: string;
}

export interface LedgerAudit {
  members: number;
  entries: number;
  drift: LedgerDrift[];
}

export const AUDIT_PAGE_SIZE = 1000;

export const auditProblems = {
  mismatch: 'assets ≠ Σ ledger',
  negative: 'assets < 0',
  notInteger: 'assetsMinor is not an integer',
  orphanEntries: 'ledger entries without a member',
  badEntries: 'ledger entries without an integer amountMinor',
} as const;

/** Every document of `query` (ordered by id), page by page, inside the read-only transaction. */
async function walk(
  tx: Transaction,
  query: Query,
  visit: (doc: QueryDocumentSnapshot) => void,
  pageSize: number,
): Promise<void> {
  const ordered = query.orderBy(FieldPath.documentId());
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await tx.get((last ? ordered.startAfter(last) : ordered).limit(pageSize));
    for (const doc of page.docs) visit(doc);
    if (page.size < pageSize) return;
    last = page.docs[page.docs.length - 1];
  }
}

export interface AuditOptions {
  /** Entries and members per page (1000). */
  pageSize?: number;
  /** Audit the state as of this time (within the last hour) instead of now. */
  readTime?: Timestamp;
}

export async function auditLedger(options: AuditOptions = {}): Promise<LedgerAudit> {
  const pageSize = options.pageSize ?? AUDIT_PAGE_SIZE;
  // The server's clock (a one-document read) names the snapshot: everything committed before
  // the audit started is in it, whatever the skew of this machine's clock.
  const readTime =
    options.readTime ?? (await db().collection(collections.users).limit(1).select().get()).readTime;
  return db().runTransaction(
    async (tx) => {
      const assets = new Map<string, unknown>();
      await walk(
        tx,
        db().collection(collections.users).select('assetsMinor'),
        (doc) => assets.set(doc.id, doc.get('assetsMinor') as unknown),
        pageSize,
      );

      const sums = new Map<string, { sum: number; count: number; bad: number }>();
      let entries = 0;
      await walk(
        tx,
        db().collection(collections.processingRecords).select('uid', 'amountMinor'),
        (doc) => {
          entries += 1;
          const uid = String(doc.get('uid'));
          const amount = doc.get('amountMinor') as unknown;
          const acc = sums.get(uid) ?? { sum: 0, count: 0, bad: 0 };
          acc.count += 1;
          if (typeof amount === 'number' && Number.isSafeInteger(amount)) acc.sum += amount;
          else acc.bad += 1;
          sums.set(uid, acc);
        },
        pageSize,
      );

      const drift: LedgerDrift[] = [];
      for (const [uid, value] of assets) {
        const { sum: ledgerSumMinor = 0, bad = 0 } = sums.get(uid) ?? {};
        if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
          const assetsMinor = typeof value === 'number' ? value : Number.NaN;
          drift.push({ uid, assetsMinor, ledgerSumMinor, problem: auditProblems.notInteger });
          continue;
        }
        const line = (problem: string) => drift.push({ uid, assetsMinor: value, ledgerSumMinor, problem });
        if (value !== ledgerSumMinor) line(auditProblems.mismatch);
        if (value < 0) line(auditProblems.negative);
        if (bad > 0) line(`${auditProblems.badEntries} (${bad})`);
      }
      for (const [uid, { sum, count }] of sums) {
        if (assets.has(uid)) continue;
        const problem = `${auditProblems.orphanEntries} (${count})`;
        drift.push({ uid, assetsMinor: 0, ledgerSumMinor: sum, problem });
      }
      return { members: assets.size, entries, drift };
    },
    // Read-only at a read time: no locks and no transaction session that could expire, however
    // long the walk takes (Firestore serves read times up to an hour back).
    { readOnly: true, readTime },
  );
}
