import { formatAssets, parseHundredths } from '@settle/contract/money';
import type { SettlementStatement } from '@settle/contract/settlement-statement';
import { assetsText, feeRateText, krwText, rateText } from '../../../lib/money-display';
import { formatSeoulDateTime } from '../../../lib/seoul-time';

export interface StatementRow {
  label: string;
  value: string;
  /** The row that matters most (실 지급액): set apart. */
  strong?: boolean;
}

/**
 * The statement's table, in the PDF's order (functions' statement-lines.ts): every number as
 * stored when the settlement was paid, formatted as the app shows money.
 */
export function statementRows(s: SettlementStatement, unit: string): StatementRow[] {
  return [
    { label: '정산 일시', value: formatSeoulDateTime(s.settledAt) },
    { label: '정산 자산', value: assetsOf(s, unit) },
    { label: '적용 환율', value: rateText(s.rate) },
    { label: '수수료율', value: feeRateText(s.feeRate) },
    { label: '총 정산 금액', value: krwText(s.gross) },
    { label: '수수료', value: krwText(s.fee) },
    { label: '실 지급액', value: krwText(s.net), strong: true },
    { label: '입금 계좌', value: `${s.bank} ${s.account}`.trim() || '-' },
    // The settlement run it was paid in: with the member's name, it names this settlement.
    { label: '정산 번호', value: s.batchId },
  ];
}

/** The unit the API names for the settlement; `unit` (the app's current one) if it names none. */
function assetsOf(s: SettlementStatement, unit: string): string {
  if (s.assetUnit === null) return assetsText(s.amount, unit);
  const minor = parseHundredths(s.amount);
  return minor === null ? '-' : `${formatAssets(minor)} ${s.assetUnit}`;
}
