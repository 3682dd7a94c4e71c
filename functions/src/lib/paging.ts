import type { Page } from '@settle/contract/paging';
import { messages } from '@settle/contract/messages';
import {
  AggregateField,
  FieldPath,
  Timestamp,
  type OrderByDirection,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { AppError } from './app-error.js';

/** A list's order: fields with their direction. The document id is added last as the tie-breaker. */
export type ListOrder = ReadonlyArray<readonly [field: string, direction: OrderByDirection]>;

export interface CursorPaging {
  cursor?: string | undefined;
  pageSize: number;
}

/** The query in its list order: the fields given, then the document id (pages never overlap). */
export function ordered(base: Query, order: ListOrder): Query {
  let q = base;
  for (const [field, direction] of order) q = q.orderBy(field, direction);
  return q.orderBy(FieldPath.documentId(), order.at(-1)?.[1] ?? 'asc');
}

type CursorValue = string | number | boolean | null | { t: [number, number] };

function encodeValue(value: unknown): CursorValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Timestamp) return { t: [value.seconds, value.nanoseconds] };
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  throw new Error(`a list cannot be ordered by a ${typeof value} field`);
}

function decodeValue(value: unknown): unknown {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value;
  if (typeof value === 'object' && 't' in value) {
    const [seconds, nanos] = (value as { t: unknown }).t as unknown[];
    if (Number.isInteger(seconds) && Number.isInteger(nanos) && (nanos as number) >= 0 && (nanos as number) < 1e9) {
      return new Timestamp(seconds as number, nanos as number);
    }
  }
  throw new Error('not a cursor value');
}

/**
 * The position after `doc` in a list of that order: the order fields' values and the id, as
 * base64url JSON. Opaque to clients; only the list that made it can read it back.
 */
export function encodeCursor(doc: QueryDocumentSnapshot, order: ListOrder): string {
  const values = order.map(([field]) => encodeValue(doc.get(field)));
  return Buffer.from(JSON.stringify([...values, doc.id])).toString('base64url');
}

/** The startAfter values of a cursor; a cursor of another shape is a Korean 400. */
export function decodeCursor(cursor: string, order: ListOrder): unknown[] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === order.length + 1) {
      const id: unknown = value.at(-1);
      if (typeof id === 'string' && id !== '' && !id.includes('/')) {
        return [...value.slice(0, -1).map(decodeValue), id];
      }
    }
  } catch {
    // falls through: not base64url JSON, or a value of no known kind
  }
  throw new AppError('invalid-argument', messages.cursorInvalid, { field: 'cursor' });
}

/** How many documents a query matches: one count() aggregation (one read per 1,000 entries). */
export async function countOf(query: Query): Promise<number> {
  return (await query.count().get()).data().count;
}

/**
 * One page of a list by cursor: `pageSize + 1` documents (the extra one only says whether there
 * is a next page), whatever page it is. The total is counted with the first page only (a count()
 * aggregation bills one read per 1,000 index entries); later pages answer null.
 */
export async function readPage<T>(
  base: Query,
  order: ListOrder,
  paging: CursorPaging,
  toItem: (doc: QueryDocumentSnapshot) => T,
): Promise<Page<T>> {
  const page = await readPageWithSums(base, order, paging, toItem, []);
  return { items: page.items, total: page.total, pageSize: page.pageSize, nextCursor: page.nextCursor };
}

/**
 * readPage with the sums of integer fields over the whole filtered list (a totals row), counted
 * with the first page in the same aggregation as the total; null on later pages.
 */
export async function readPageWithSums<T, F extends string>(
  base: Query,
  order: ListOrder,
  paging: CursorPaging,
  toItem: (doc: QueryDocumentSnapshot) => T,
  sumFields: readonly F[],
): Promise<Page<T> & { sums: Record<F, number> | null }> {
  let q = ordered(base, order);
  if (paging.cursor) q = q.startAfter(...decodeCursor(paging.cursor, order));
  const [snap, whole] = await Promise.all([
    q.limit(paging.pageSize + 1).get(),
    paging.cursor ? null : aggregateOf(base, sumFields),
  ]);
  const docs = snap.docs.slice(0, paging.pageSize);
  const last = docs.at(-1);
  return {
    items: docs.map(toItem),
    total: whole?.count ?? null,
    pageSize: paging.pageSize,
    nextCursor: snap.size > paging.pageSize && last ? encodeCursor(last, order) : null,
    sums: whole?.sums ?? null,
  };
}

async function aggregateOf<F extends string>(
  base: Query,
  sumFields: readonly F[],
): Promise<{ count: number; sums: Record<F, number> }> {
  const spec: Record<string, AggregateField<number | null>> = { count: AggregateField.count() };
  sumFields.forEach((field, i) => (spec[`s${i}`] = AggregateField.sum(field)));
  const data = (await base.aggregate(spec).get()).data() as Record<string, number | null>;
  const sums = {} as Record<F, number>;
  sumFields.forEach((field, i) => {
    const sum = data[`s${i}`] ?? 0;
    // The summed fields hold integers (hundredths, won), which Firestore sums exactly.
    if (!Number.isSafeInteger(sum)) throw new Error(`sum of ${field} is not an exact integer: ${sum}`);
    sums[field] = sum;
  });
  return { count: data.count ?? 0, sums };
}

/**
 * Every document of a list in its order, `chunk` at a time by cursor (exports, audits): at most
 * one chunk is in memory, whatever the size of the list.
 */
export async function* walkDocs(
  base: Query,
  order: ListOrder,
  chunk = 500,
): AsyncGenerator<QueryDocumentSnapshot[]> {
  const q = ordered(base, order);
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const snap = await (last ? q.startAfter(last) : q).limit(chunk).get();
    if (snap.size > 0) yield snap.docs;
    if (snap.size < chunk) return;
    last = snap.docs[snap.docs.length - 1];
  }
}

/** Every document of an ordered query, in chunks of `chunk`, by cursor (exports, audits). */
export async function forEachDoc(
  query: Query,
  visit: (doc: QueryDocumentSnapshot) => void | Promise<void>,
  chunk = 1000,
): Promise<void> {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const snap = await (last ? query.startAfter(last) : query).limit(chunk).get();
    for (const doc of snap.docs) await visit(doc);
    if (snap.size < chunk) return;
    last = snap.docs[snap.docs.length - 1];
  }
}
