import { settlementStatementSchema, type SettlementStatement } from '@settle/contract/settlement-statement';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';

const pathOf = (id: string) => `/settlements/${encodeURIComponent(id)}`;

/** GET /settlements/{id}: one of the member's own settlements as a statement (404 otherwise). */
export async function getSettlementStatement(id: string, signal?: AbortSignal): Promise<SettlementStatement> {
  return settlementStatementSchema.parse(await apiFetch(pathOf(id), { signal }));
}

export const settlementStatementQueryOptions = (id: string) =>
  queryOptions({
    queryKey: apiKeys.get(pathOf(id)),
    queryFn: ({ signal }) => getSettlementStatement(id, signal),
  });

export const useSettlementStatement = (id: string) => useQuery(settlementStatementQueryOptions(id));
