import { formatAssets, formatKrw, formatRate, parseHundredths } from '@settle/contract/money';
import { seoulDateTimeText } from '@settle/contract/seoul-time';
import {
  STATEMENT_ISSUER,
  STATEMENT_NOTE,
  type SettlementStatement,
} from '@settle/contract/settlement-statement';

/** One line the PDF draws: a heading, a fact under it, a table row, or the note. */
export type StatementLine =
  | { kind: 'title'; text: string }
  | { kind: 'meta'; label: string; value: string }
  | { kind: 'row'; label: string; value: string; strong: boolean }
  | { kind: 'note'; text: string };

/**
 * What the statement PDF says, in order — the same items as the web page (정산 명세서), as text:
 * kept apart from the drawing so it can be read in a test (pdf-lib cannot extract text back).
 */
export function statementLines(s: SettlementStatement): StatementLine[] {
  const minor = parseHundredths(s.amount) ?? 0;
  const rate = parseHundredths(s.rate) ?? 0;
  const feeBasisPoints = parseHundredths(s.feeRate) ?? 0;
  const row = (label: string, value: string, strong = false): StatementLine => ({
    kind: 'row',
    label,
    value,
    strong,
  });
  const lines: StatementLine[] = [
    { kind: 'title', text: '정산 명세서' },
    { kind: 'meta', label: '발행', value: STATEMENT_ISSUER },
    { kind: 'meta', label: '회원', value: s.memberName },
    row('정산 일시', seoulDateTimeText(new Date(s.settledAt)) ?? '-'),
    row('정산 자산', s.assetUnit ? `${formatAssets(minor)} ${s.assetUnit}` : formatAssets(minor)),
    row('적용 환율', `${formatRate(rate)}원`),
    row('수수료율', feeRateText(feeBasisPoints)),
    row('총 정산 금액', formatKrw(s.gross)),
    row('수수료', formatKrw(s.fee)),
    row('실 지급액', formatKrw(s.net), true),
    row('입금 계좌', `${s.bank} ${s.account}`.trim() || '-'),
    // The settlement run it was paid in: with the member's name, it names this settlement.
    row('정산 번호', s.batchId),
  ];
  if (s.reversed) lines.push({ kind: 'note', text: '이 정산은 이후 취소되었습니다.' });
  lines.push({ kind: 'note', text: STATEMENT_NOTE });
  return lines;
}

/** 350 basis points → '3.5%' (as few decimals as it has), as the screens show a fee rate. */
function feeRateText(basisPoints: number): string {
  return `${(basisPoints / 100).toLocaleString('ko-KR', { maximumFractionDigits: 2 })}%`;
}
