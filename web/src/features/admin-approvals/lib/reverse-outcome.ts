import type { Approval } from '@settle/contract/approvals';
import { reverseResultSchema, type ReverseResult } from '@settle/contract/ledger';

export interface ReverseSummary {
  reversed: number;
  refused: number;
  message: string;
  severity: 'success' | 'error';
  /** The server's Korean reason for each record it refused. */
  refusals: { id: string; message: string }[];
}

/** What a reversal did: how many were reversed and how many the server refused, and why. */
export function summarizeReverse(result: ReverseResult): ReverseSummary {
  const reversed = result.results.filter((r) => r.ok).length;
  const refused = result.results.length - reversed;
  const parts: string[] = [];
  if (reversed > 0) parts.push(`${reversed}건을 취소했습니다.`);
  if (refused > 0) parts.push(`${refused}건은 취소하지 못했습니다.`);
  return {
    reversed,
    refused,
    message: parts.join(' '),
    severity: refused > 0 ? 'error' : 'success',
    refusals: result.results.flatMap((r) =>
      r.ok ? [] : [{ id: r.id, message: r.message ?? '취소하지 못했습니다.' }],
    ),
  };
}

/**
 * An approved 선택 취소 runs each record in its own transaction (PRODUCT.md: a reversal that
 * would make assets negative is refused for that record), so an executed request can have
 * reversed some and refused others: the approval's stored answer says which.
 */
export function reverseOutcome(approval: Approval): ReverseSummary | null {
  if (approval.kind !== 'ledger.reverse' || approval.status !== 'executed' || !approval.result) return null;
  const body = approval.result.body;
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
  const parsed = reverseResultSchema.safeParse(data);
  return parsed.success ? summarizeReverse(parsed.data) : null;
}
