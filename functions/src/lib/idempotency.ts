import { createHash } from 'node:crypto';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { collections } from './collections.js';
import { db } from './firebase.js';

/**
 * Idempotency keys (PRODUCT.md Money). A key is claimed before the work starts; the money
 * use-case marks it `applied` inside its own Firestore transaction, so "the money moved" and
 * "this key was used" commit together; the first answer is stored afterwards and replayed.
 *
 *   started  → claimed, nothing applied yet (a crash here leaves a claim that expires)
 *   applied  → the money change committed (set in the same transaction as the change)
 *   done     → the first answer is stored: replayed for every retry
 *
 * Documents expire: `expiresAt` is a Firestore TTL field (enable the TTL policy on
 * `idempotencyKeys.expiresAt` in a real project; README).
 */
export type IdempotencyState = 'started' | 'applied' | 'done';

export interface IdempotencyRecord {
  uid: string;
  fingerprint: string;
  state: IdempotencyState;
  status?: number;
  body?: unknown;
  createdAt: Timestamp;
  expiresAt: Timestamp;
}

/** Keys are kept a day: long enough for any retry a person or a client makes. */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** A claim that never applied (its request died) may be taken over after this long. */
export const ABANDONED_CLAIM_MS = 2 * 60 * 1000;

/** What a use-case gets: call it inside the transaction that moves the money. */
export type MarkApplied = (tx: Transaction) => void;

export function idempotencyRef(uid: string, key: string) {
  const id = createHash('sha256').update(`${uid}\n${key}`).digest('hex');
  return db().collection(collections.idempotencyKeys).doc(id);
}

export function fingerprintOf(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

export type ClaimResult =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'reused' }
  | { kind: 'in-flight' }
  | { kind: 'applied-without-answer' };

/** Claims the key for this request, or tells what the earlier request with it did. */
export async function claimKey(
  ref: FirebaseFirestore.DocumentReference,
  uid: string,
  fingerprint: string,
): Promise<ClaimResult> {
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const now = Timestamp.now();
    const existing = snap.data() as IdempotencyRecord | undefined;
    const expired = existing !== undefined && existing.expiresAt.toMillis() <= now.toMillis();
    if (existing && !expired) {
      if (existing.fingerprint !== fingerprint) return { kind: 'reused' } as const;
      if (existing.state === 'done') {
        return { kind: 'replay', status: existing.status ?? 200, body: existing.body ?? null } as const;
      }
      if (existing.state === 'applied') return { kind: 'applied-without-answer' } as const;
      const abandoned = now.toMillis() - existing.createdAt.toMillis() > ABANDONED_CLAIM_MS;
      if (!abandoned) return { kind: 'in-flight' } as const;
    }
    const record: IdempotencyRecord = {
      uid,
      fingerprint,
      state: 'started',
      createdAt: now,
      expiresAt: Timestamp.fromMillis(now.toMillis() + KEEP_MS),
    };
    tx.set(ref, record);
    return { kind: 'claimed' } as const;
  });
}

export function markAppliedIn(ref: FirebaseFirestore.DocumentReference): MarkApplied {
  return (tx) => tx.update(ref, { state: 'applied' });
}

/** Stores the first answer. */
export async function storeAnswer(ref: FirebaseFirestore.DocumentReference, status: number, body: unknown) {
  await ref.update({ state: 'done', status, body: JSON.parse(JSON.stringify(body ?? null)) as unknown });
}

/**
 * After a 5xx: if the money change did not commit, the claim is released so a retry runs
 * again; if it did, the key stays `applied` and a retry is told so instead of paying twice.
 */
export async function releaseUnlessApplied(ref: FirebaseFirestore.DocumentReference): Promise<void> {
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if ((snap.data() as IdempotencyRecord | undefined)?.state === 'started') tx.delete(ref);
  });
}
