import type { ProcessingRecord, SettlementDetail } from '@settle/contract/ledger';

/** A `settlement` ledger entry with what the member was paid. */
export interface SettlementRow {
  id: string;
  settledAt: string;
  /** Assets settled, positive (the ledger entry is the debit, negative). */
  amount: number;
  detail: SettlementDetail | null;
  reversed: boolean;
}

/**
 * GET /processingRecords?type=settlement → rows of the settlement list. The entry's amount is the
 * debit of the member's assets; the list shows how much was settled, so without the sign.
 */
export function settlementRowOf(record: ProcessingRecord): SettlementRow {
  return {
    id: record.id,
    settledAt: record.createdAt,
    amount: Math.abs(record.amount),
    detail: record.settlement,
    reversed: record.reversedBy !== null,
  };
}
