/**
 * Which composite index a Firestore query needs, by Firestore's rules, and whether
 * firestore.indexes.json has it. Pure: fed the queries the emulator test run recorded
 * (query-log.ts) by scripts/check-indexes.ts.
 */
import { fileURLToPath } from 'node:url';

export const QUERY_LOG = fileURLToPath(new URL('../../../.cache/firestore-queries.jsonl', import.meta.url));

export type Direction = 'ASCENDING' | 'DESCENDING';

export interface RecordedQuery {
  collectionGroup: string;
  /** A collection-group query (needs COLLECTION_GROUP scope). */
  allDescendants: boolean;
  /** False for OR queries, which this check does not model (none are run today). */
  conjunctive: boolean;
  filters: { field: string; op: string }[];
  orderBy: { field: string; direction: Direction }[];
}

export interface IndexesFile {
  indexes: {
    collectionGroup: string;
    queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
    fields: { fieldPath: string; order?: Direction; arrayConfig?: string }[];
  }[];
  fieldOverrides?: {
    collectionGroup: string;
    fieldPath: string;
    indexes: { order?: Direction; arrayConfig?: string; queryScope: string }[];
  }[];
}

/** What a query needs: nothing, a single-field index in collection-group scope, or a composite. */
export type Need =
  | { kind: 'none' }
  | { kind: 'single'; collectionGroup: string; field: string; arrayContains: boolean }
  | {
      kind: 'composite';
      collectionGroup: string;
      scope: 'COLLECTION' | 'COLLECTION_GROUP';
      /** Equality fields: any order among themselves, before the ordered ones. */
      equality: string[];
      arrayContains: string | undefined;
      ordered: { field: string; direction: Direction }[];
    };

const EQUALITY = new Set(['EQUAL', 'IN', 'IS_NULL', 'IS_NAN']);
const ARRAY = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);
const NAME = '__name__';

export function needOf(query: RecordedQuery): Need {
  if (!query.conjunctive) throw new Error(`OR query on ${query.collectionGroup}: not modelled`);
  const equality = [
    ...new Set(query.filters.filter((f) => EQUALITY.has(f.op) && f.field !== NAME).map((f) => f.field)),
  ];
  const arrayContains = query.filters.find((f) => ARRAY.has(f.op))?.field;
  const ordered = query.orderBy.filter((o) => o.field !== NAME && !equality.includes(o.field));
  // An inequality without an explicit order is ordered by its field, ascending.
  for (const f of query.filters) {
    const ranged = !EQUALITY.has(f.op) && !ARRAY.has(f.op) && f.field !== NAME;
    if (ranged && !ordered.some((o) => o.field === f.field))
      ordered.push({ field: f.field, direction: 'ASCENDING' });
  }
  const fields = equality.length + ordered.length + (arrayContains ? 1 : 0);
  const scope = query.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION';
  // Equalities alone are served by merging the automatic single-field indexes.
  if (fields === 0 || (ordered.length === 0 && !arrayContains) || fields === 1) {
    const only = fields === 1 ? (arrayContains ?? equality[0] ?? ordered[0]?.field) : undefined;
    if (query.allDescendants && only !== undefined)
      return {
        kind: 'single',
        collectionGroup: query.collectionGroup,
        field: only,
        arrayContains: !!arrayContains,
      };
    if (query.allDescendants && fields > 1) {
      // Several equalities on a collection group: each needs its collection-group field index.
      return {
        kind: 'single',
        collectionGroup: query.collectionGroup,
        field: equality.join(','),
        arrayContains: false,
      };
    }
    return { kind: 'none' };
  }
  return {
    kind: 'composite',
    collectionGroup: query.collectionGroup,
    scope,
    equality,
    arrayContains,
    ordered,
  };
}

function compositeMatches(
  need: Extract<Need, { kind: 'composite' }>,
  index: IndexesFile['indexes'][number],
): boolean {
  if (index.collectionGroup !== need.collectionGroup || index.queryScope !== need.scope) return false;
  const fields = index.fields.filter((f, i) => !(f.fieldPath === NAME && i === index.fields.length - 1));
  const prefixSize = need.equality.length + (need.arrayContains ? 1 : 0);
  if (fields.length !== prefixSize + need.ordered.length) return false;
  const prefix = fields.slice(0, prefixSize);
  const equalOk = need.equality.every((field) => prefix.some((f) => f.fieldPath === field && f.order));
  const arrayOk =
    !need.arrayContains ||
    prefix.some((f) => f.fieldPath === need.arrayContains && f.arrayConfig === 'CONTAINS');
  const orderOk = need.ordered.every(
    (o, i) => fields[prefixSize + i]?.fieldPath === o.field && fields[prefixSize + i]?.order === o.direction,
  );
  return equalOk && arrayOk && orderOk;
}

function singleMatches(need: Extract<Need, { kind: 'single' }>, file: IndexesFile): boolean {
  return need.field
    .split(',')
    .every((field) =>
      (file.fieldOverrides ?? []).some(
        (o) =>
          o.collectionGroup === need.collectionGroup &&
          o.fieldPath === field &&
          o.indexes.some(
            (i) =>
              i.queryScope === 'COLLECTION_GROUP' &&
              (need.arrayContains ? i.arrayConfig === 'CONTAINS' : !!i.order),
          ),
      ),
    );
}

export function describeNeed(need: Need): string {
  if (need.kind === 'none') return 'none';
  if (need.kind === 'single')
    return `${need.collectionGroup} [${need.field}] single-field, COLLECTION_GROUP scope`;
  const fields = [
    ...need.equality.map((f) => `${f} ==`),
    ...(need.arrayContains ? [`${need.arrayContains} array-contains`] : []),
    ...need.ordered.map((o) => `${o.field} ${o.direction}`),
  ];
  return `${need.collectionGroup} (${need.scope}): ${fields.join(', ')}`;
}

/** The distinct needs of the queries that firestore.indexes.json does not satisfy. */
export function missingIndexes(queries: RecordedQuery[], file: IndexesFile): string[] {
  const missing = new Set<string>();
  for (const query of queries) {
    const need = needOf(query);
    const ok =
      need.kind === 'none' ||
      (need.kind === 'single'
        ? singleMatches(need, file)
        : file.indexes.some((i) => compositeMatches(need, i)));
    if (!ok) missing.add(describeNeed(need));
  }
  return [...missing].sort();
}
