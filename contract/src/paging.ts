import { z } from 'zod';

/** Paging shared by every list: 1-based page, at most 100 rows. */
export const pagingFields = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
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
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
