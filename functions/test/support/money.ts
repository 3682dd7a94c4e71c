/** Helpers for the money API tests: rates, members with a zero balance, idempotency keys. */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../src/lib/firebase.js';
import type { LedgerRecord } from '../../src/modules/ledger/ledger-record.js';
import type { UserRecord } from '../../src/modules/users/user-record.js';
import { createAccount, createMemberProfile, type TestAccount } from './emulators.js';

export const key = () => randomUUID();

export const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

/** Both rates as the rate routes would store them. */
export async function setRates(rateHundredths: number, feeBasisPoints: number): Promise<void> {
  const by = { updatedAt: Timestamp.now(), updatedBy: 'test' };
  await db()
    .collection('settings')
    .doc('exchangeRate')
    .set({ rateHundredths, ...by });
  await db()
    .collection('settings')
    .doc('feeRate')
    .set({ basisPoints: feeBasisPoints, ...by });
}

/** An active member with no assets (so the ledger explains every won from here on). */
export async function newMember(
  email: string,
  overrides: Partial<UserRecord> & { account?: string } = {},
): Promise<TestAccount> {
  const account = await createAccount(email);
  await createMemberProfile(account, { assetsMinor: 0, ...overrides });
  return account;
}

export async function assetsOf(uid: string): Promise<number> {
  return ((await db().collection('users').doc(uid).get()).data() as UserRecord).assetsMinor;
}

export async function entriesOf(uid: string): Promise<LedgerRecord[]> {
  const snap = await db().collection('processingRecords').where('uid', '==', uid).get();
  return snap.docs.map((d) => d.data() as LedgerRecord);
}

/** Σ ledger = assets for the member; returns the balance. */
export async function expectBalanced(uid: string): Promise<number> {
  const [assets, entries] = await Promise.all([assetsOf(uid), entriesOf(uid)]);
  const sum = entries.reduce((acc, e) => acc + e.amountMinor, 0);
  if (sum !== assets) throw new Error(`ledger drift for ${uid}: assets ${assets}, Σ entries ${sum}`);
  if (assets < 0) throw new Error(`negative assets for ${uid}: ${assets}`);
  return assets;
}
