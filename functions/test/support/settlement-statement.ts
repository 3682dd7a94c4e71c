import type { SettlementStatement } from '@settle/contract/settlement-statement';

/** One paid settlement as GET /settlements/{id} answers it: the statement lines' and PDF's input. */
export const sampleStatement: SettlementStatement = {
  id: 'settle-b1-u1',
  batchId: 'b1',
  // 2026-11-22 00:30 in Seoul: the day in Seoul, not in UTC.
  settledAt: '2026-11-21T15:30:00.000Z',
  memberName: '김회원',
  amount: 1234.56,
  assetUnit: null,
  rate: 1350.25,
  feeRate: 3.5,
  gross: 1666990,
  fee: 58344,
  net: 1608646,
  bank: '국민은행',
  account: '****6789',
  reversed: false,
};
