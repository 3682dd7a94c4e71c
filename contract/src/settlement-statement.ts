import { z } from 'zod/mini';
import { settlementDetailSchema } from './ledger.js';
import { seoulDateText } from './seoul-time.js';

/**
 * 정산 명세서: one settlement of the signed-in member, as it was paid (GET /settlements/{id}).
 * Every number is the one stored with the ledger entry at settlement time — the rates it used,
 * the won it paid and the account it went to — never recomputed with today's rates. Its
 * settlement fields (batch, gross, fee, net, rates, bank, masked account) are the ledger entry's
 * settlement detail, as the lists send it.
 */
export const settlementStatementSchema = z.extend(settlementDetailSchema, {
  /** The member's settlement ledger entry (the page's address); 정산 번호 is its batch id. */
  id: z.string(),
  /** When it was settled (ISO 8601); screens show it in Asia/Seoul. */
  settledAt: z.string(),
  memberName: z.string(),
  /** Assets settled, positive, 2 decimals. */
  amount: z.number(),
  /** The asset unit stored with the settlement, when it was (older entries have none). */
  assetUnit: z.nullable(z.string()),
  /** The settlement was cancelled (reversed) afterwards. */
  reversed: z.boolean(),
});
export type SettlementStatement = z.infer<typeof settlementStatementSchema>;

/** The issuer printed on the statement: the service's name as the app shows it. */
export const STATEMENT_ISSUER = '정산 서비스';

/** The note under the statement's table. */
export const STATEMENT_NOTE = '본 명세서는 정산 시점의 환율과 수수료율로 계산되었습니다.';

/** '정산명세서_2026-11-22.pdf': the download's name, by the settlement's day in Seoul. */
export function statementFileName(settledAt: Date): string {
  const day = seoulDateText(settledAt)?.replaceAll('.', '-') ?? 'unknown';
  return `정산명세서_${day}.pdf`;
}
