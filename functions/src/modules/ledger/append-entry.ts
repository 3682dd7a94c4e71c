import { MAX_MINOR } from '@settle/contract/money';
import { messages } from '@settle/contract/messages';
import type { LedgerEntryType } from '@settle/contract/ledger';
import {
  Timestamp,
  type DocumentReference,
  type Transaction,
  type UpdateData,
} from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import type { UserRecord } from '../users/user-record.js';
import type { LedgerRecord, SettlementDetailRecord } from './ledger-record.js';

export interface EntryInput {
  type: LedgerEntryType;
  amountMinor: number;
  memo: string;
  actorId: string;
  transactionId?: string;
  reversalOf?: string;
  settlement?: SettlementDetailRecord;
  /** A fixed id makes the entry exactly-once: `tx.create` fails if it already exists. */
  entryId?: string;
  /** More fields of the member to change in the same write (e.g. totalSettlementWon). */
  userUpdate?: UpdateData<UserRecord>;
}

export function ledgerRef(id?: string): DocumentReference {
  const col = db().collection(collections.processingRecords);
  return id === undefined ? col.doc() : col.doc(id);
}

/**
 * The only way assets change (ARCHITECTURE: money is a ledger). Inside a transaction whose
 * reads are done (`user` is the member as read in it): writes the entry and the new balance
 * together. Refuses a member who is not active (PRODUCT.md Lifecycle 3: money moves only for
 * active members, whoever moves it — an admin's adjustment, a processed transaction, a
 * reversal), a balance below 0 or above the limit, so a refused change writes nothing.
 */
export function appendEntry(
  tx: Transaction,
  userRef: DocumentReference,
  user: UserRecord,
  input: EntryInput,
): { id: string; record: LedgerRecord } {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor === 0) {
    throw new Error(`ledger amount must be a non-zero integer, got ${input.amountMinor}`);
  }
  if (user.status !== 'active') throw new AppError('failed-precondition', messages.assetsMemberNotActive);
  const balanceAfterMinor = user.assetsMinor + input.amountMinor;
  if (balanceAfterMinor < 0) throw new AppError('failed-precondition', messages.insufficientAssets);
  if (balanceAfterMinor > MAX_MINOR) throw new AppError('failed-precondition', messages.balanceLimit);

  const ref = ledgerRef(input.entryId);
  const now = Timestamp.now();
  const record: LedgerRecord = {
    uid: user.uid,
    userName: user.name,
    type: input.type,
    amountMinor: input.amountMinor,
    balanceAfterMinor,
    memo: input.memo,
    actorId: input.actorId,
    createdAt: now,
    transactionId: input.transactionId ?? null,
    reversalOf: input.reversalOf ?? null,
    reversedBy: null,
    settlement: input.settlement ?? null,
  };
  tx.create(ref, record);
  tx.update(userRef, { ...input.userUpdate, assetsMinor: balanceAfterMinor, updatedAt: now });
  return { id: ref.id, record };
}
