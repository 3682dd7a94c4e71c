import { DEFAULT_ASSET_UNIT } from '@settle/contract/asset-unit';
import type { AdminDashboard } from '@settle/contract/dashboard';
import { convertToKrw, hundredthsToNumber } from '@settle/contract/money';
import { AggregateField, FieldPath, Timestamp } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { forEachDoc } from '../../lib/paging.js';
import { assetUnitDoc, unitOf } from '../rates/asset-unit.js';
import { rateDoc, rateValueOf, type RateSettingRecord } from '../rates/rate-settings.js';
import { recentCompletedBatches } from '../settlement/batch-queries.js';

const DAYS = 14;
const DAY_MS = 86_400_000;
const KST_MS = 9 * 3_600_000;

/** 'YYYY-MM-DD' of an instant in Asia/Seoul (UTC+9, no daylight saving). */
const seoulDate = (ms: number) => new Date(ms + KST_MS).toISOString().slice(0, 10);

/**
 * Σ assets of active members and Σ floor(assets × rate) over them: settlement floors each
 * member's line on its own (prepare.ts), so the floor of the sum would promise up to one won per
 * member more than a settlement pays. Reads each active member's `assetsMinor` (select only).
 */
async function assetsOfActiveMembers(rateHundredths: number | null) {
  const active = db()
    .collection(collections.users)
    .where('status', '==', 'active')
    .orderBy(FieldPath.documentId())
    .select('assetsMinor');
  let amountMinor = 0;
  let grossWon = 0;
  await forEachDoc(active, (doc) => {
    const minor = doc.get('assetsMinor') as number | undefined;
    if (!(minor !== undefined && minor > 0)) return;
    amountMinor += minor;
    if (rateHundredths !== null) grossWon += convertToKrw(minor, rateHundredths).gross;
  });
  return { amountMinor, grossWon: rateHundredths === null ? null : grossWon };
}

/**
 * GET /admin/main. Cost: aggregations (members by status ×4, pending transactions: ~1 read
 * each per 1,000 entries), one read per active member (assets, as settlement floors them), the
 * rate and unit documents, the transactions processed in the last 14 days (amount and time
 * only) and the last 5 completed batches.
 */
export async function adminDashboard(now = Date.now()): Promise<AdminDashboard> {
  const users = db().collection(collections.users);
  const transactions = db().collection(collections.transactions);
  const todayStart = Date.parse(`${seoulDate(now)}T00:00:00+09:00`);
  const since = todayStart - (DAYS - 1) * DAY_MS;
  const [
    pendingUsers,
    activeUsers,
    deactivatedUsers,
    rejectedUsers,
    pendingTx,
    [rateSnap, feeSnap, unitSnap],
    processed,
    settlements,
  ] = await Promise.all([
    users.where('status', '==', 'pending').count().get(),
    users.where('status', '==', 'active').count().get(),
    users.where('status', '==', 'deactivated').count().get(),
    users.where('status', '==', 'rejected').count().get(),
    transactions
      .where('status', '==', 'pending')
      .aggregate({ count: AggregateField.count(), amount: AggregateField.sum('amountMinor') })
      .get(),
    db().getAll(rateDoc('exchangeRate'), rateDoc('feeRate'), assetUnitDoc()),
    transactions
      .where('status', '==', 'success')
      .where('processedAt', '>=', Timestamp.fromMillis(since))
      .select('amountMinor', 'processedAt')
      .get(),
    recentCompletedBatches(5),
  ]);

  const rate = rateSnap?.exists ? rateValueOf('exchangeRate', rateSnap.data() as RateSettingRecord) : null;
  const fee = feeSnap?.exists ? rateValueOf('feeRate', feeSnap.data() as RateSettingRecord) : null;
  const assets = await assetsOfActiveMembers(rate);

  const byDay = new Map<string, { count: number; amountMinor: number }>();
  for (let i = 0; i < DAYS; i += 1) byDay.set(seoulDate(since + i * DAY_MS), { count: 0, amountMinor: 0 });
  for (const doc of processed.docs) {
    const day = byDay.get(seoulDate((doc.get('processedAt') as Timestamp).toMillis()));
    if (!day) continue;
    day.count += 1;
    day.amountMinor += doc.get('amountMinor') as number;
  }

  return {
    members: {
      pending: pendingUsers.data().count,
      active: activeUsers.data().count,
      deactivated: deactivatedUsers.data().count,
      rejected: rejectedUsers.data().count,
    },
    pendingTransactions: {
      count: pendingTx.data().count,
      amount: hundredthsToNumber(pendingTx.data().amount),
    },
    assetsAwaitingSettlement: { amount: hundredthsToNumber(assets.amountMinor), gross: assets.grossWon },
    assetUnit: unitSnap ? unitOf(unitSnap) : DEFAULT_ASSET_UNIT,
    rate: rate === null ? null : hundredthsToNumber(rate),
    feeRate: fee === null ? null : hundredthsToNumber(fee),
    processedByDay: [...byDay].map(([date, d]) => ({
      date,
      count: d.count,
      amount: hundredthsToNumber(d.amountMinor),
    })),
    recentSettlements: settlements,
  };
}
