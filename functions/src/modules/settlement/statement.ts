import { messages } from '@settle/contract/messages';
import { hundredthsToNumber } from '@settle/contract/money';
import type { SettlementStatement } from '@settle/contract/settlement-statement';
import { maskAccount } from '@settle/contract/users';
import { AppError } from '../../lib/app-error.js';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import type { LedgerRecord } from '../ledger/ledger-record.js';
import { readAssetUnit } from '../rates/asset-unit.js';

/**
 * GET /settlements/{id}: the member's own settlement as a statement, from its ledger entry alone —
 * the rates, won and account stored when it was paid. Another member's entry, an entry that is
 * not a settlement, or none at all are the same 404, so an id tells nothing about other members.
 */
export async function ownSettlementStatement(uid: string, id: string): Promise<SettlementStatement> {
  const snap = await db().collection(collections.processingRecords).doc(id).get();
  const record = snap.data() as (LedgerRecord & { settlement: { assetUnit?: string } | null }) | undefined;
  const detail = record?.settlement;
  if (!record || record.uid !== uid || record.type !== 'settlement' || !detail) {
    throw new AppError('not-found', messages.settlementRecordNotFound);
  }
  return {
    id,
    batchId: detail.batchId,
    settledAt: record.createdAt.toDate().toISOString(),
    memberName: record.userName,
    // The ledger entry is the debit (negative); the statement says how much was settled.
    amount: hundredthsToNumber(Math.abs(record.amountMinor)),
    // The unit the settlement recorded when it has one; otherwise the operator's label now (a
    // name for the same amount, as every other screen shows it — settlements do not store it yet).
    assetUnit:
      typeof detail.assetUnit === 'string' && detail.assetUnit !== ''
        ? detail.assetUnit
        : await readAssetUnit(),
    rate: hundredthsToNumber(detail.rateHundredths),
    feeRate: hundredthsToNumber(detail.feeBasisPoints),
    gross: detail.grossWon,
    fee: detail.feeWon,
    net: detail.netWon,
    bank: detail.bank,
    account: maskAccount(detail.accountLast4 ?? ''),
    reversed: record.reversedBy !== null && record.reversedBy !== undefined,
  };
}
