import type { DocumentData, DocumentReference, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from './firebase.js';
import { walkDocs } from './paging.js';
import { sameTokens } from './search-tokens.js';

/** How many documents a backfill reads, and writes at most, at a time (a batch holds 500). */
export const BACKFILL_CHUNK = 400;

export interface BackfillCount {
  scanned: number;
  changed: number;
}

/** Firestore's FAILED_PRECONDITION: a document changed after it was read. */
const FAILED_PRECONDITION = 9;

function failedPrecondition(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === FAILED_PRECONDITION;
}

/** One document again, read and written in a transaction: its tokens from what it holds now. */
async function refreshOne(
  ref: DocumentReference,
  tokensOf: (data: DocumentData) => string[],
): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data();
    if (data === undefined) return false;
    const tokens = tokensOf(data);
    if (sameTokens(data['searchTokens'], tokens)) return false;
    tx.update(ref, { searchTokens: tokens });
    return true;
  });
}

/**
 * Sets `searchTokens` on every document of `base` where it is missing or stale, walking by
 * cursor `chunk` documents at a time with one batch of at most `chunk` writes each. Idempotent:
 * a document whose tokens are right is not written (a second run changes nothing). Only the
 * tokens are written, never `updatedAt`: the backfill edits nothing a person wrote.
 */
export async function backfillSearchTokens(
  base: Query,
  tokensOf: (data: DocumentData) => string[],
  chunk = BACKFILL_CHUNK,
): Promise<BackfillCount> {
  const count: BackfillCount = { scanned: 0, changed: 0 };
  for await (const docs of walkDocs(base, [], chunk)) {
    count.scanned += docs.length;
    count.changed += await writeStaleTokens(docs, tokensOf);
  }
  return count;
}

/**
 * One batch setting the tokens of the documents (as read) whose tokens are missing or stale;
 * how many it changed. Each write requires its document unchanged since it was read, so an
 * edit in between (which wrote its own fresh tokens) is never overwritten with tokens of the
 * old text: the batch is then refused whole and redone one document at a time, each from what
 * it holds now.
 */
export async function writeStaleTokens(
  docs: readonly QueryDocumentSnapshot[],
  tokensOf: (data: DocumentData) => string[],
): Promise<number> {
  const stale = docs
    .map((doc) => ({ doc, tokens: tokensOf(doc.data()) }))
    .filter(({ doc, tokens }) => !sameTokens(doc.get('searchTokens'), tokens));
  if (stale.length === 0) return 0;
  const batch = db().batch();
  for (const { doc, tokens } of stale) {
    batch.update(doc.ref, { searchTokens: tokens }, { lastUpdateTime: doc.updateTime });
  }
  try {
    await batch.commit();
    return stale.length;
  } catch (error) {
    if (!failedPrecondition(error)) throw error;
    let changed = 0;
    for (const { doc } of stale) if (await refreshOne(doc.ref, tokensOf)) changed += 1;
    return changed;
  }
}

/** For the tokens functions: a document's text field, '' when absent or not text. */
export function textOf(data: DocumentData, field: string): string {
  const value: unknown = data[field];
  return typeof value === 'string' ? value : '';
}
