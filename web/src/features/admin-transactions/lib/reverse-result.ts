import type { ReverseResult } from '@settle/contract/ledger';

export interface ReverseSummary {
  reversed: number;
  refused: number;
  message: string;
  severity: 'success' | 'error';
}

/** The snackbar line after 선택 취소: how many were reversed and how many the server refused. */
export function summarizeReverse(result: ReverseResult): ReverseSummary {
  const reversed = result.results.filter((r) => r.ok).length;
  const refused = result.results.length - reversed;
  const parts: string[] = [];
  if (reversed > 0) parts.push(`${reversed}건을 취소했습니다.`);
  if (refused > 0) parts.push(`${refused}건은 취소하지 못했습니다.`);
  return { reversed, refused, message: parts.join(' '), severity: refused > 0 ? 'error' : 'success' };
}
