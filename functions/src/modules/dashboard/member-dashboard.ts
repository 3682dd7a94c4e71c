import type { MemberDashboard } from '@settle/contract/dashboard';
import { convertToKrw, hundredthsToNumber } from '@settle/contract/money';
import { messages } from '@settle/contract/messages';
import { FieldPath } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { toProcessingRecordDto, type LedgerRecord } from '../ledger/ledger-record.js';
import { rateDoc, rateValueOf, type RateSettingRecord } from '../rates/rate-settings.js';
import { toTransactionDto, type TransactionRecord } from '../transactions/transaction-record.js';
import { userRef } from '../users/user-store.js';
import type { UserRecord } from '../users/user-record.js';

/**
 * GET /main/dashboardData. Cost: 2 document reads (member, rate), one count aggregation and
 * two 5-row queries = about 13 reads.
 */
export async function memberDashboard(uid: string): Promise<MemberDashboard> {
  const transactions = db().collection(collections.transactions).where('uid', '==', uid);
  const [userSnap, rateSnap, pending, recentTx, recentRecords] = await Promise.all([
    userRef(uid).get(),
    rateDoc('exchangeRate').get(),
    transactions.where('status', '==', 'pending').count().get(),
    transactions.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc').limit(5).get(),
    db()
      .collection(collections.processingRecords)
      .where('uid', '==', uid)
      .orderBy('createdAt', 'desc')
      .orderBy(FieldPath.documentId(), 'desc')
      .limit(5)
      .get(),
  ]);
  const user = userSnap.data() as UserRecord | undefined;
  if (!user) throw new AppError('not-found', messages.profileNotFound);
  const rate = rateSnap.exists ? rateValueOf('exchangeRate', rateSnap.data() as RateSettingRecord) : null;
  return {
    assets: hundredthsToNumber(user.assetsMinor),
    assetsKrw: rate === null ? null : convertToKrw(user.assetsMinor, rate).gross,
    rate: rate === null ? null : hundredthsToNumber(rate),
    totalSettlement: user.totalSettlementWon,
    pendingTransactions: pending.data().count,
    recentTransactions: recentTx.docs.map((d) => toTransactionDto(d.id, d.data() as TransactionRecord)),
    recentRecords: recentRecords.docs.map((d) => toProcessingRecordDto(d.id, d.data() as LedgerRecord)),
  };
}
