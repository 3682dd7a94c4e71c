import { hundredthsToNumber } from '@settle/contract/money';
import type { LedgerEntryType, ProcessingRecord } from '@settle/contract/ledger';
import { maskAccount } from '@settle/contract/users';
import type { Timestamp } from 'firebase-admin/firestore';

/** What a settlement entry paid, at which rates and to where (integers, see contract/money). */
export interface SettlementDetailRecord {
  batchId: string;
  grossWon: number;
  feeWon: number;
  netWon: number;
  rateHundredths: number;
  feeBasisPoints: number;
  bank: string;
  /** Where it was paid: the last four digits and the ciphertext of the line (never in clear). */
  accountLast4: string;
  accountCipher: string;
}

/** `processingRecords/{id}`: one immutable ledger entry. Only `memo` and `reversedBy` change. */
export interface LedgerRecord {
  uid: string;
  userName: string;
  type: LedgerEntryType;
  /** Signed asset hundredths: + credit, − debit. */
  amountMinor: number;
  balanceAfterMinor: number;
  memo: string;
  /** An admin's uid, the member's own uid, or 'system' / 'seed'. */
  actorId: string;
  createdAt: Timestamp;
  transactionId: string | null;
  reversalOf: string | null;
  reversedBy: string | null;
  settlement: SettlementDetailRecord | null;
}

export function toProcessingRecordDto(id: string, r: LedgerRecord): ProcessingRecord {
  const s = r.settlement;
  return {
    id,
    userId: r.uid,
    userName: r.userName,
    type: r.type,
    amount: hundredthsToNumber(r.amountMinor),
    balanceAfter: hundredthsToNumber(r.balanceAfterMinor),
    memo: r.memo,
    actorId: r.actorId,
    createdAt: r.createdAt.toDate().toISOString(),
    transactionId: r.transactionId ?? null,
    reversalOf: r.reversalOf ?? null,
    reversedBy: r.reversedBy ?? null,
    settlement: s
      ? {
          batchId: s.batchId,
          gross: s.grossWon,
          fee: s.feeWon,
          net: s.netWon,
          rate: hundredthsToNumber(s.rateHundredths),
          feeRate: hundredthsToNumber(s.feeBasisPoints),
          bank: s.bank,
          account: maskAccount(s.accountLast4 ?? ''),
        }
      : null,
  };
}
