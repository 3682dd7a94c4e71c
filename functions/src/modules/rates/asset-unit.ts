import { DEFAULT_ASSET_UNIT, type AssetUnitWithHistory } from '@settle/contract/asset-unit';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { collections, settingsDocs } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { logger } from '../../lib/logger.js';
import { operatorName } from '../users/operator-name.js';

/** `settings/assetUnit`: absent until an operator first sets one (then the default applies). */
export interface AssetUnitRecord {
  unit: string;
  updatedAt: Timestamp;
  updatedBy: string;
}

/** `assetUnitHistory/{id}`: one change of the unit. */
export interface AssetUnitChangeRecord {
  unit: string;
  /** The unit before this change (the default when none was set). */
  previous: string;
  updatedBy: string;
  updatedByName: string;
  updatedAt: Timestamp;
}

export const assetUnitDoc = () => db().collection(collections.settings).doc(settingsDocs.assetUnit);

/** The label of a read `settings/assetUnit` (snapshot or transaction read). */
export const unitOf = (snap: FirebaseFirestore.DocumentSnapshot): string =>
  (snap.data() as AssetUnitRecord | undefined)?.unit ?? DEFAULT_ASSET_UNIT;

/** The unit in use now: one document read. */
export async function readAssetUnit(tx?: Transaction): Promise<string> {
  return unitOf(tx ? await tx.get(assetUnitDoc()) : await assetUnitDoc().get());
}

/**
 * Sets the unit and records the change (who, when, from what) in one transaction. Setting the
 * unit it already has changes nothing and records nothing.
 */
export async function setAssetUnit(unit: string, actorId: string): Promise<AssetUnitWithHistory> {
  const actorName = await operatorName(actorId);
  const changed = await db().runTransaction(async (tx) => {
    const previous = await readAssetUnit(tx);
    if (previous === unit) return false;
    const now = Timestamp.now();
    const record: AssetUnitRecord = { unit, updatedAt: now, updatedBy: actorId };
    const change: AssetUnitChangeRecord = {
      unit,
      previous,
      updatedBy: actorId,
      updatedByName: actorName,
      updatedAt: now,
    };
    tx.set(assetUnitDoc(), record);
    tx.create(db().collection(collections.assetUnitHistory).doc(), change);
    return true;
  });
  if (changed) logger.info('assetUnit.changed', { unit, actorId });
  return getAssetUnitWithHistory();
}

/** Admin GET: the unit in use and the last 50 changes, newest first (single-field order). */
export async function getAssetUnitWithHistory(): Promise<AssetUnitWithHistory> {
  const [snap, history] = await Promise.all([
    assetUnitDoc().get(),
    db().collection(collections.assetUnitHistory).orderBy('updatedAt', 'desc').limit(50).get(),
  ]);
  const record = snap.data() as AssetUnitRecord | undefined;
  return {
    current: {
      unit: record?.unit ?? DEFAULT_ASSET_UNIT,
      updatedAt: record ? record.updatedAt.toDate().toISOString() : null,
    },
    history: history.docs.map((doc) => {
      const c = doc.data() as AssetUnitChangeRecord;
      return {
        id: doc.id,
        unit: c.unit,
        updatedBy: c.updatedBy,
        updatedByName: c.updatedByName,
        updatedAt: c.updatedAt.toDate().toISOString(),
      };
    }),
  };
}
