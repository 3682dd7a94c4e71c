import { AggregateField, Timestamp, type Query } from 'firebase-admin/firestore';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' in Asia/Seoul (UTC+9, no daylight saving) → that day's first instant. */
export function seoulDayStart(date: string): Timestamp {
  return Timestamp.fromDate(new Date(`${date}T00:00:00+09:00`));
}

/**
 * A query narrowed to the Seoul days `from`..`to` (both included, either open) on a timestamp
 * field: from the first instant of `from` up to, not including, the first instant of the day
 * after `to`.
 */
export function withinSeoulDays(
  query: Query,
  field: string,
  period: { from?: string | undefined; to?: string | undefined },
): Query {
  let q = query;
  if (period.from) q = q.where(field, '>=', seoulDayStart(period.from));
  if (period.to) q = q.where(field, '<', Timestamp.fromMillis(seoulDayStart(period.to).toMillis() + DAY_MS));
  return q;
}

/**
 * count() and sum(field) of a query in one aggregation (one read per 1,000 index entries,
 * never the documents). The summed fields hold integers (hundredths, won), and Firestore
 * sums integers exactly as integers; anything else would be a wrong total, so it throws.
 */
export async function countAndSum(query: Query, field: string): Promise<{ count: number; sum: number }> {
  const snap = await query.aggregate({ count: AggregateField.count(), sum: AggregateField.sum(field) }).get();
  const { count, sum } = snap.data();
  if (!Number.isSafeInteger(sum)) throw new Error(`sum of ${field} is not an exact integer: ${sum}`);
  return { count, sum };
}
