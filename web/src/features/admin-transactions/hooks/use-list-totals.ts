import { useState } from 'react';

interface TotalsPage<T> {
  data?: { totals: T | null } | undefined;
  isPlaceholderData: boolean;
}

/**
 * The totals of the whole filtered list: the API sends them with the first page only (one count
 * and sum aggregation), so they are kept while the operator pages on, and dropped as soon as
 * the filters change (until the new first page brings its own).
 */
export function useListTotals<T>(filters: unknown, query: TotalsPage<T>): T | null {
  const key = JSON.stringify(filters ?? null);
  const [kept, setKept] = useState<{ key: string; totals: T } | null>(null);
  const fresh = query.isPlaceholderData ? null : (query.data?.totals ?? null);
  if (fresh !== null && (kept?.key !== key || kept.totals !== fresh)) {
    // Render-phase update, as the paging hook does: no frame shows the stale totals.
    setKept({ key, totals: fresh });
    return fresh;
  }
  return kept?.key === key ? kept.totals : null;
}
