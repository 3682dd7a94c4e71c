import { DEFAULT_ASSET_UNIT } from '@settle/contract/asset-unit';
import type { MemberDashboard } from '@settle/contract/dashboard';
import { convertToKrw, hundredthsToNumber } from '@settle/contract/money';
import { messages } from '@settle/contract/messages';
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { listPublishedAnnouncements } from '../announcements/announcement-lists.js';
import { toInboxDto, type InboxRecord } from '../push/push-record.js';
import { toUpcomingScheduleDto, type ScheduleRecord } from '../schedules/schedule-record.js';
import { toProcessingRecordDto, type LedgerRecord } from '../ledger/ledger-record.js';
import { assetUnitDoc, unitOf } from '../rates/asset-unit.js';
import { rateDoc, rateValueOf, type RateSettingRecord } from '../rates/rate-settings.js';
import { toTransactionDto, type TransactionRecord } from '../transactions/transaction-record.js';
import { userRef } from '../users/user-store.js';
import type { UserRecord } from '../users/user-record.js';

const UPCOMING_DAYS = 30;
const UPCOMING_MAX = 5;

/**
 * Schedules that have not ended, soonest start first, starting within the next 30 days. One
 * inequality (end > now) keeps it index-free; the start window is applied to the 20 nearest.
 */
async function upcomingSchedules(now: Timestamp) {
  const horizon = now.toMillis() + UPCOMING_DAYS * 24 * 60 * 60 * 1000;
  const snap = await db()
    .collection(collections.schedules)
    .where('end', '>', now)
    .orderBy('end')
    .limit(20)
    .get();
  return snap.docs
    .map((doc) => ({ id: doc.id, record: doc.data() as ScheduleRecord }))
    .filter(({ record }) => record.start.toMillis() < horizon)
    .sort((a, b) => a.record.start.toMillis() - b.record.start.toMillis() || a.id.localeCompare(b.id))
    .slice(0, UPCOMING_MAX)
    .map(({ id, record }) => toUpcomingScheduleDto(id, record));
}

/**
 * The next settlement schedule that has not ended, soonest start first. Looked up on its own
 * (type ==, end >: the schedules (type, end) index) because the upcoming list stops at 30 days
 * and 5 entries, and a settlement a month away is still the one the balance card names.
 */
async function nextSettlement(now: Timestamp) {
  const snap = await db()
    .collection(collections.schedules)
    .where('type', '==', 'settlement')
    .where('end', '>', now)
    .orderBy('end')
    .limit(5)
    .get();
  const next = snap.docs
    .map((doc) => ({ id: doc.id, record: doc.data() as ScheduleRecord }))
    .sort((a, b) => a.record.start.toMillis() - b.record.start.toMillis() || a.id.localeCompare(b.id))[0];
  return next ? toUpcomingScheduleDto(next.id, next.record) : null;
}

/**
 * GET /main/dashboardData. Cost: 4 document reads (member, rate, fee rate, unit), two count
 * aggregations, two 5-row queries, the published announcements (read whole, as /notice does),
 * 3 unread messages, up to 20 schedules and 5 settlement schedules: about 40 reads plus the
 * announcements.
 */
export async function memberDashboard(uid: string): Promise<MemberDashboard> {
  const transactions = db().collection(collections.transactions).where('uid', '==', uid);
  const unread = userRef(uid).collection(collections.inbox).where('read', '==', false);
  const [
    userSnap,
    [rateSnap, feeSnap, unitSnap],
    pending,
    recentTx,
    recentRecords,
    announcements,
    unreadCount,
    unreadLatest,
    schedules,
    settlement,
  ] = await Promise.all([
    userRef(uid).get(),
    db().getAll(rateDoc('exchangeRate'), rateDoc('feeRate'), assetUnitDoc()),
    transactions.where('status', '==', 'pending').count().get(),
    transactions.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc').limit(5).get(),
    db()
      .collection(collections.processingRecords)
      .where('uid', '==', uid)
      .orderBy('createdAt', 'desc')
      .orderBy(FieldPath.documentId(), 'desc')
      .limit(5)
      .get(),
    listPublishedAnnouncements({ pageSize: 3 }),
    unread.count().get(),
    unread.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc').limit(3).get(),
    upcomingSchedules(Timestamp.now()),
    nextSettlement(Timestamp.now()),
  ]);
  const user = userSnap.data() as UserRecord | undefined;
  if (!user) throw new AppError('not-found', messages.profileNotFound);
  const rate = rateSnap?.exists ? rateValueOf('exchangeRate', rateSnap.data() as RateSettingRecord) : null;
  const fee = feeSnap?.exists ? rateValueOf('feeRate', feeSnap.data() as RateSettingRecord) : null;
  return {
    assets: hundredthsToNumber(user.assetsMinor),
    assetsKrw: rate === null ? null : convertToKrw(user.assetsMinor, rate).gross,
    rate: rate === null ? null : hundredthsToNumber(rate),
    feeRate: fee === null ? null : hundredthsToNumber(fee),
    assetUnit: unitSnap ? unitOf(unitSnap) : DEFAULT_ASSET_UNIT,
    nextSettlement: settlement,
    totalSettlement: user.totalSettlementWon,
    pendingTransactions: pending.data().count,
    recentTransactions: recentTx.docs.map((d) => toTransactionDto(d.id, d.data() as TransactionRecord)),
    recentRecords: recentRecords.docs.map((d) => toProcessingRecordDto(d.id, d.data() as LedgerRecord)),
    latestAnnouncements: announcements.items,
    unreadMessages: {
      count: unreadCount.data().count,
      latest: unreadLatest.docs.map((d) => toInboxDto(d.id, d.data() as InboxRecord)),
    },
    upcomingSchedules: schedules,
  };
}
