import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { missingIndexes, needOf, type IndexesFile, type RecordedQuery } from '../support/index-check.js';

const indexes = JSON.parse(
  readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8'),
) as IndexesFile;

const query = (overrides: Partial<RecordedQuery>): RecordedQuery => ({
  collectionGroup: 'transactions',
  allDescendants: false,
  conjunctive: true,
  filters: [],
  orderBy: [],
  ...overrides,
});

const ownNewestFirst = query({
  filters: [{ field: 'uid', op: 'EQUAL' }],
  orderBy: [
    { field: 'createdAt', direction: 'DESCENDING' },
    { field: '__name__', direction: 'DESCENDING' },
  ],
});

describe('index check', () => {
  it('needs no composite index for equalities alone or one ordered field', () => {
    expect(
      needOf(
        query({
          filters: [
            { field: 'uid', op: 'EQUAL' },
            { field: 'status', op: 'EQUAL' },
          ],
        }),
      ),
    ).toEqual({
      kind: 'none',
    });
    expect(needOf(query({ orderBy: [{ field: 'createdAt', direction: 'DESCENDING' }] }))).toEqual({
      kind: 'none',
    });
    expect(needOf(query({ filters: [{ field: 'start', op: 'GREATER_THAN' }] }))).toEqual({ kind: 'none' });
  });

  it('finds the index of an equality with an order on another field', () => {
    expect(missingIndexes([ownNewestFirst], indexes)).toEqual([]);
  });

  it('reports a composite query whose index is missing, and one ordered the other way', () => {
    const without = {
      ...indexes,
      indexes: indexes.indexes.filter((i) => i.collectionGroup !== 'transactions'),
    };
    expect(missingIndexes([ownNewestFirst], without)).toEqual([
      'transactions (COLLECTION): uid ==, createdAt DESCENDING',
    ]);
    const oldestFirstByMemo = query({
      filters: [{ field: 'uid', op: 'EQUAL' }],
      orderBy: [{ field: 'memo', direction: 'ASCENDING' }],
    });
    expect(missingIndexes([oldestFirstByMemo], indexes)).toEqual([
      'transactions (COLLECTION): uid ==, memo ASCENDING',
    ]);
  });

  it('orders an inequality by its own field when the query does not', () => {
    const due = query({
      collectionGroup: 'schedules',
      filters: [
        { field: 'firedAt', op: 'IS_NULL' },
        { field: 'start', op: 'LESS_THAN_OR_EQUAL' },
      ],
    });
    expect(missingIndexes([due], indexes)).toEqual([]);
    expect(missingIndexes([due], { indexes: [] })).toEqual([
      'schedules (COLLECTION): firedAt ==, start ASCENDING',
    ]);
  });

  it('needs collection-group scope for a collection-group query, even on one field', () => {
    const holders = query({
      collectionGroup: 'fcmTokens',
      allDescendants: true,
      filters: [{ field: 'token', op: 'EQUAL' }],
    });
    expect(missingIndexes([holders], indexes)).toEqual([]);
    expect(missingIndexes([holders], { indexes: [] })).toEqual([
      'fcmTokens [token] single-field, COLLECTION_GROUP scope',
    ]);
  });
});
