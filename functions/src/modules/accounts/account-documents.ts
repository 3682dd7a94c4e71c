import {
  FieldPath,
  type DocumentData,
  type DocumentReference,
  type UpdateData,
} from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { forEachDoc } from '../../lib/paging.js';

/**
 * Every kind of document that holds a member's account (the scripts `npm run migrate:accounts`
 * and `npm run keys:rotate` walk them all): members (`users/{uid}`), settlement lines
 * (`settlementBatches/{id}/lines/{uid}`) and settlement ledger entries (`processingRecords/{id}`,
 * under `settlement`).
 */
export type AccountDocumentKind = 'users' | 'settlementLines' | 'ledgerEntries';

/** The account fields of one document, wherever they sit in it. */
export interface AccountHolder {
  /** The member the account belongs to (the ciphertext's AAD). */
  uid: string;
  /** A plain number left from before encryption (only before the migration). */
  account?: unknown;
  accountCipher?: unknown;
}

export interface AccountDocument {
  kind: AccountDocumentKind;
  ref: DocumentReference;
  holder: AccountHolder;
  /** Where the fields sit: '' at the top, 'settlement.' in a ledger entry. */
  prefix: string;
}

/** The update that writes `fields` at the document's prefix (dotted paths for nested fields). */
export function updateAt(doc: AccountDocument, fields: Record<string, unknown>): UpdateData<DocumentData> {
  const update: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) update[`${doc.prefix}${key}`] = value;
  // Dotted field paths of plain values and sentinels: what `update()` takes.
  return update as UpdateData<DocumentData>;
}

/** Visits every document holding an account, by cursor (any number of members and batches). */
export async function forEachAccountDocument(visit: (doc: AccountDocument) => void): Promise<void> {
  const byId = FieldPath.documentId();
  await forEachDoc(db().collection(collections.users).orderBy(byId), (doc) => {
    const data = doc.data();
    visit({ kind: 'users', ref: doc.ref, prefix: '', holder: { ...data, uid: doc.id } });
  });
  const batchIds: string[] = [];
  await forEachDoc(db().collection(collections.settlementBatches).orderBy(byId).select(), (doc) => {
    batchIds.push(doc.id);
  });
  for (const batchId of batchIds) {
    const lines = db()
      .collection(collections.settlementBatches)
      .doc(batchId)
      .collection(collections.settlementLines)
      .orderBy(byId);
    await forEachDoc(lines, (doc) => {
      visit({ kind: 'settlementLines', ref: doc.ref, prefix: '', holder: { ...doc.data(), uid: doc.id } });
    });
  }
  const settlements = db()
    .collection(collections.processingRecords)
    .where('type', '==', 'settlement')
    .orderBy(byId);
  await forEachDoc(settlements, (doc) => {
    const data = doc.data();
    const detail = data['settlement'] as Record<string, unknown> | null | undefined;
    if (!detail) return;
    visit({
      kind: 'ledgerEntries',
      ref: doc.ref,
      prefix: 'settlement.',
      holder: { ...detail, uid: String(data['uid']) },
    });
  });
}

/** Counts per kind of document: how many were looked at and how many changed. */
export type AccountCounts = Record<AccountDocumentKind, { scanned: number; changed: number }>;

export const emptyCounts = (): AccountCounts => ({
  users: { scanned: 0, changed: 0 },
  settlementLines: { scanned: 0, changed: 0 },
  ledgerEntries: { scanned: 0, changed: 0 },
});
