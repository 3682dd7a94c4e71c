/**
 * The Firestore queries the emulator test run executed, one JSON line each, for the index
 * check (scripts/check-indexes.ts). The emulator does not enforce composite indexes, so the
 * run records what it asked and the check proves firestore.indexes.json has an index for each.
 */
import { appendFileSync } from 'node:fs';
import { Query, type AggregateQuery, type AggregateSpec } from 'firebase-admin/firestore';
import { db } from '../../src/lib/firebase.js';
import { QUERY_LOG, type RecordedQuery } from './index-check.js';

interface ProtoFilter {
  fieldFilter?: { field?: { fieldPath?: string }; op?: string };
  unaryFilter?: { field?: { fieldPath?: string }; op?: string };
  compositeFilter?: { op?: string; filters?: ProtoFilter[] };
}
interface ProtoQuery {
  from?: { collectionId?: string; allDescendants?: boolean }[];
  where?: ProtoFilter;
  orderBy?: { field?: { fieldPath?: string }; direction?: string }[];
}

function flatten(filter: ProtoFilter | undefined, into: RecordedQuery['filters']): boolean {
  if (!filter) return true;
  if (filter.compositeFilter) {
    if (filter.compositeFilter.op !== 'AND') return false;
    return (filter.compositeFilter.filters ?? []).every((f) => flatten(f, into));
  }
  const leaf = filter.fieldFilter ?? filter.unaryFilter;
  into.push({ field: leaf?.field?.fieldPath ?? '?', op: leaf?.op ?? '?' });
  return true;
}

/** The shape of a query (collection, filters' fields and operators, order), never its values. */
export function describeQuery(query: Query): RecordedQuery {
  // toProto is public in @google-cloud/firestore's JavaScript but left out of its typings.
  const { toProto } = query as unknown as { toProto: (this: Query) => { structuredQuery?: ProtoQuery } };
  const structured = toProto.call(query).structuredQuery ?? {};
  const from = structured.from?.[0];
  const filters: RecordedQuery['filters'] = [];
  const conjunctive = flatten(structured.where, filters);
  return {
    collectionGroup: from?.collectionId ?? '?',
    allDescendants: from?.allDescendants === true,
    conjunctive,
    filters,
    orderBy: (structured.orderBy ?? []).map((o) => ({
      field: o.field?.fieldPath ?? '?',
      direction: o.direction === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING',
    })),
  };
}

type Method = (this: unknown, ...args: unknown[]) => unknown;

function recordOn(prototype: object, method: string, queryOf: (self: unknown) => Query): void {
  const target = prototype as Record<string, Method | undefined>;
  const original = target[method];
  if (typeof original !== 'function')
    throw new Error(`firebase-admin changed: ${method} is gone (update test/support/query-log.ts)`);
  target[method] = function (this: unknown, ...args: unknown[]) {
    appendFileSync(QUERY_LOG, `${JSON.stringify(describeQuery(queryOf(this)))}\n`);
    return original.apply(this, args);
  };
}

/**
 * Records each query as it runs: `get()` and a transaction's `get(query)` go through
 * `_getResponse`, `stream()` on its own; `count()` and other aggregations through the
 * aggregate query's `_stream`.
 */
export function recordQueries(): void {
  const itself = (self: unknown) => self as Query;
  recordOn(Query.prototype, '_getResponse', itself);
  recordOn(Query.prototype, 'stream', itself);
  // AggregateQuery is not exported by firebase-admin: take its prototype from an instance.
  const aggregate = Object.getPrototypeOf(db().collection('_').count()) as object;
  recordOn(aggregate, '_stream', (self) => (self as AggregateQuery<AggregateSpec>).query);
}
