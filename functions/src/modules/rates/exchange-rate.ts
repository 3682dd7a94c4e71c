import { hundredthsToNumber } from '@settle/contract/money';
import { messages } from '@settle/contract/messages';
import type { ExchangeRate } from '@settle/contract/rates';
import type { Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { collections, settingsDocs } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';

/** `settings/exchangeRate`: KRW per 1 asset, in hundredths of a won. */
export interface ExchangeRateRecord {
  rateHundredths: number;
  updatedAt: Timestamp;
  updatedBy: string;
}

export async function getCurrentExchangeRate(): Promise<ExchangeRate> {
  const snap = await db().collection(collections.settings).doc(settingsDocs.exchangeRate).get();
  if (!snap.exists) throw new AppError('not-found', messages.rateNotSet);
  const record = snap.data() as ExchangeRateRecord;
  return {
    value: hundredthsToNumber(record.rateHundredths),
    updatedAt: record.updatedAt.toDate().toISOString(),
  };
}
