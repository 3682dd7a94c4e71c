import { z } from 'zod/mini';
import { lineText } from './text.js';

/**
 * Paging shared by every list (issue 18): an opaque cursor (the `nextCursor` of the page before;
 * none for the first page) and at most 100 rows. The reads of a page never depend on how far
 * into the list it is.
 */
export const pagingFields = {
  // Any text the policy allows: a cursor no list gave out is the list's own Korean 400.
  cursor: z.optional(lineText({ max: 600 })),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
};

export const sortOrderSchema = z.enum(['asc', 'desc']);

/**
 * One page of a list. `total` is the size of the whole (filtered) set, counted with the first
 * page only (a count() aggregation bills one read per 1,000 entries): later pages answer null
 * and the screen keeps the first page's count. `nextCursor` is null on the last page.
 */
export interface Page<T> {
  items: T[];
  total: number | null;
  pageSize: number;
  nextCursor: string | null;
}

/** `{ items, total, pageSize, nextCursor }` of any item schema. */
export const pageSchema = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.nullable(z.number().check(z.int())),
    pageSize: z.number().check(z.int()),
    nextCursor: z.nullable(z.string()),
  });

/** One page of a list and, with the first, its totals row (null on later pages, like `total`). */
export const pageWithTotalsSchema = <Item extends z.ZodMiniType, Totals extends z.ZodMiniType>(
  item: Item,
  totals: Totals,
) => z.extend(pageSchema(item), { totals: z.nullable(totals) });
