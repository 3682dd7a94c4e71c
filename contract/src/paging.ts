import { z } from 'zod/mini';
import { seoulDateSchema } from './amounts.js';

/** Paging shared by every list: 1-based page, at most 100 rows. */
export const pagingFields = {
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
};

export const sortOrderSchema = z.enum(['asc', 'desc']);

/** One page of a list and the size of the whole (filtered) set. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** `{ items, total, page, pageSize }` of any item schema. */
export const pageSchema = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().check(z.int()),
    page: z.number().check(z.int()),
    pageSize: z.number().check(z.int()),
  });

/**
 * 기간 of a member's list: Asia/Seoul calendar days, both ends included, either end open
 * (PRODUCT.md Korean conventions). Checked with `periodInOrder`.
 */
export const periodFields = {
  from: z.optional(seoulDateSchema),
  to: z.optional(seoulDateSchema),
};

/** The same sentence as the admin lists' (adminTransactionListQuerySchema). */
export const PERIOD_ORDER_MESSAGE = '시작일은 종료일보다 늦을 수 없습니다.';

/** The check of a query with `periodFields`: a start after the end is a 400 naming `from`. */
export const periodInOrder = () =>
  z.refine<{ from?: string | undefined; to?: string | undefined }>(
    (q) => !q.from || !q.to || q.from <= q.to,
    {
      message: PERIOD_ORDER_MESSAGE,
      path: ['from'],
    },
  );
