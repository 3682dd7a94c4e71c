import { hundredthsToNumber } from '@settle/contract/money';
import { messages } from '@settle/contract/messages';
import type { ExchangeRate, FeeRate, RateWithHistory } from '@settle/contract/rates';
import { Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { collections, settingsDocs } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import type { MarkApplied } from '../../lib/idempotency.js';
import { logger } from '../../lib/logger.js';
import { readCurrentBatchIn } from '../settlement/batch-record.js';
import { operatorName } from '../users/operator-name.js';
import { assetUnitDoc, unitOf } from './asset-unit.js';

/** `settings/exchangeRate` (hundredths of a won per asset) and `settings/feeRate` (basis points). */
export interface RateSettingRecord {
  /** exchangeRate: rateHundredths; feeRate: basisPoints. */
  rateHundredths?: number;
  basisPoints?: number;
  updatedAt: Timestamp;
  updatedBy: string;
}

export type RateKind = 'exchangeRate' | 'feeRate';

/** `rateHistory/{id}`: one change of a rate. */
export interface RateChangeRecord {
  kind: RateKind;
  /** Hundredths of a won (exchange rate) or basis points (fee rate). */
  valueInt: number;
  updatedBy: string;
  updatedByName: string;
  updatedAt: Timestamp;
}

export const rateDoc = (kind: RateKind) => db().collection(collections.settings).doc(settingsDocs[kind]);

export function rateValueOf(kind: RateKind, record: RateSettingRecord): number {
  const value = kind === 'exchangeRate' ? record.rateHundredths : record.basisPoints;
  if (value === undefined) throw new Error(`settings/${kind} has no value`);
  return value;
}

/** Both rates as integers with when they were set; Korean 409 when one is missing. */
export async function readRates(tx?: FirebaseFirestore.Transaction) {
  const [rateSnap, feeSnap] = tx
    ? await tx.getAll(rateDoc('exchangeRate'), rateDoc('feeRate'))
    : await db().getAll(rateDoc('exchangeRate'), rateDoc('feeRate'));
  if (!rateSnap?.exists) throw new AppError('failed-precondition', messages.rateNotSet);
  if (!feeSnap?.exists) throw new AppError('failed-precondition', messages.feeRateNotSet);
  const rate = rateSnap.data() as RateSettingRecord;
  const fee = feeSnap.data() as RateSettingRecord;
  return {
    rateHundredths: rateValueOf('exchangeRate', rate),
    rateSetAt: rate.updatedAt,
    feeBasisPoints: rateValueOf('feeRate', fee),
    feeRateSetAt: fee.updatedAt,
  };
}

/** The rates a settlement snapshot holds, and whether they are still the ones set now. */
export interface RateSnapshot {
  rateHundredths: number;
  feeBasisPoints: number;
  rateSetAt: Timestamp;
  feeRateSetAt: Timestamp;
}

export function sameRates(a: RateSnapshot, b: RateSnapshot): boolean {
  return (
    a.rateHundredths === b.rateHundredths &&
    a.feeBasisPoints === b.feeBasisPoints &&
    a.rateSetAt.isEqual(b.rateSetAt) &&
    a.feeRateSetAt.isEqual(b.feeRateSetAt)
  );
}

/**
 * Sets a rate, records the change, and makes a prepared settlement stale (its snapshot no
 * longer matches), all in one transaction; `markApplied` (an approved request's run, approvals)
 * commits with it.
 */
export async function setRate(
  kind: RateKind,
  valueInt: number,
  actorId: string,
  markApplied?: MarkApplied,
): Promise<RateSettingRecord> {
  const actorName = await operatorName(actorId);
  const now = Timestamp.now();
  const record: RateSettingRecord = {
    ...(kind === 'exchangeRate' ? { rateHundredths: valueInt } : { basisPoints: valueInt }),
    updatedAt: now,
    updatedBy: actorId,
  };
  const staleBatch = await db().runTransaction(async (tx) => {
    const current = await readCurrentBatchIn(tx);
    tx.set(rateDoc(kind), record);
    const change: RateChangeRecord = {
      kind,
      valueInt,
      updatedBy: actorId,
      updatedByName: actorName,
      updatedAt: now,
    };
    tx.create(db().collection(collections.rateHistory).doc(), change);
    markApplied?.(tx);
    if (current?.batch.status === 'prepared') {
      tx.update(current.ref, { status: 'stale' });
      return current.id;
    }
    return null;
  });
  logger.info('rates.changed', { kind, valueInt, actorId, staleBatch });
  return record;
}

export function toExchangeRateDto(record: RateSettingRecord, assetUnit: string): ExchangeRate {
  return {
    value: hundredthsToNumber(rateValueOf('exchangeRate', record)),
    updatedAt: record.updatedAt.toDate().toISOString(),
    assetUnit,
  };
}

export function toFeeRateDto(record: RateSettingRecord): FeeRate {
  return {
    value: hundredthsToNumber(rateValueOf('feeRate', record)),
    updatedAt: record.updatedAt.toDate().toISOString(),
  };
}

/** GET /main/exchangeRate: KRW per asset, when it was set, and the unit it is per. */
export async function getCurrentExchangeRate(): Promise<ExchangeRate> {
  const [snap, unitSnap] = await db().getAll(rateDoc('exchangeRate'), assetUnitDoc());
  if (!snap?.exists || !unitSnap) throw new AppError('not-found', messages.rateNotSet);
  return toExchangeRateDto(snap.data() as RateSettingRecord, unitOf(unitSnap));
}

/** Admin GETs: the current value and the last 50 changes, newest first. */
export async function getRateWithHistory(kind: RateKind): Promise<RateWithHistory> {
  const [snap, history] = await Promise.all([
    rateDoc(kind).get(),
    db()
      .collection(collections.rateHistory)
      .where('kind', '==', kind)
      .orderBy('updatedAt', 'desc')
      .limit(50)
      .get(),
  ]);
  const record = snap.data() as RateSettingRecord | undefined;
  return {
    current: record
      ? {
          value: hundredthsToNumber(rateValueOf(kind, record)),
          updatedAt: record.updatedAt.toDate().toISOString(),
        }
      : null,
    history: history.docs.map((doc) => {
      const c = doc.data() as RateChangeRecord;
      return {
        id: doc.id,
        value: hundredthsToNumber(c.valueInt),
        updatedBy: c.updatedBy,
        updatedByName: c.updatedByName,
        updatedAt: c.updatedAt.toDate().toISOString(),
      };
    }),
  };
}
