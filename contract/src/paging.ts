import { z } from 'zod/mini';

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
