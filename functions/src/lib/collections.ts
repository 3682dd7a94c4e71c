/** Firestore collection and document names, in one place. */
export const collections = {
  users: 'users',
  inviteCodes: 'inviteCodes',
  settings: 'settings',
  transactions: 'transactions',
  /** The ledger: one immutable entry per change of a member's assets. */
  processingRecords: 'processingRecords',
  /** Every change of the exchange and fee rates (value, who, when). */
  rateHistory: 'rateHistory',
  settlementBatches: 'settlementBatches',
  /** Subcollection of a settlement batch: one line per member. */
  settlementLines: 'lines',
  idempotencyKeys: 'idempotencyKeys',
} as const;

export const settingsDocs = {
  exchangeRate: 'exchangeRate',
  feeRate: 'feeRate',
  /** `{ currentBatchId }`: the one prepared or executing (or last completed) settlement batch. */
  settlement: 'settlement',
} as const;
