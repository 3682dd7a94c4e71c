import { hundredthsToNumber } from '@settle/contract/money';
import type { Transaction, TransactionStatus } from '@settle/contract/transactions';
import type { Timestamp } from 'firebase-admin/firestore';
import { isoOrNull } from '../../lib/timestamps.js';

/** `transactions/{id}`: a payment a member received, registered for crediting. */
export interface TransactionRecord {
  uid: string;
  userName: string;
  amountMinor: number;
  memo: string;
  status: TransactionStatus;
  createdByRole: 'user' | 'admin';
  createdBy: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  processedAt: Timestamp | null;
  processedBy: string | null;
  /** The operator's name when processed (issue 17); absent on records processed before it. */
  processedByName?: string | null;
  processingRecordId: string | null;
  canceledAt: Timestamp | null;
  deletedAt: Timestamp | null;
  deletedBy: string | null;
  deleteReason: string | null;
}

export function toTransactionDto(id: string, r: TransactionRecord): Transaction {
  return {
    id,
    userId: r.uid,
    userName: r.userName,
    amount: hundredthsToNumber(r.amountMinor),
    memo: r.memo,
    status: r.status,
    createdByRole: r.createdByRole,
    createdAt: r.createdAt.toDate().toISOString(),
    updatedAt: r.updatedAt.toDate().toISOString(),
    processedAt: isoOrNull(r.processedAt),
    processedBy: r.processedBy,
    processingRecordId: r.processingRecordId,
    canceledAt: isoOrNull(r.canceledAt),
    deletedAt: isoOrNull(r.deletedAt),
    deleteReason: r.deleteReason,
  };
}
