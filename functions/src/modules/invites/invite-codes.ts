import { randomInt } from 'node:crypto';
import {
  generateInviteCode,
  type CreateInviteCodeInput,
  type InviteCode,
  type InviteCodeListQuery,
} from '@settle/contract/invites';
import { messages } from '@settle/contract/messages';
import type { Page } from '@settle/contract/paging';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { logger } from '../../lib/logger.js';
import { readPage } from '../../lib/paging.js';
import { assertUsable, toInviteCodeDto, type InviteCodeRecord } from './invite-record.js';

/** gRPC ALREADY_EXISTS, what `DocumentReference.create` fails with when the id is taken. */
const ALREADY_EXISTS = 6;
/** 31^8 ≈ 8.5 × 10^11 codes: a collision is rare, several in a row mean something is wrong. */
const GENERATE_ATTEMPTS = 5;

function inviteRef(code: string) {
  return db().collection(collections.inviteCodes).doc(code);
}

function isAlreadyExists(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === ALREADY_EXISTS;
}

/** Creates a code: the admin's chosen one (409 when taken) or a generated one. */
export async function createInviteCode(input: CreateInviteCodeInput, actorUid: string): Promise<InviteCode> {
  const attempts = input.code === undefined ? GENERATE_ATTEMPTS : 1;
  for (let attempt = 1; ; attempt += 1) {
    const code = input.code ?? generateInviteCode(randomInt);
    const record: InviteCodeRecord = {
      code,
      maxUses: input.maxUses,
      used: 0,
      expiresAt: input.expiresAt === undefined ? null : Timestamp.fromDate(new Date(input.expiresAt)),
      memo: input.memo,
      createdBy: actorUid,
      createdAt: Timestamp.now(),
    };
    try {
      await inviteRef(code).create(record);
      logger.info('invites.created', { code, maxUses: record.maxUses, actor: actorUid });
      return toInviteCodeDto(code, record);
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
      if (attempt >= attempts)
        throw new AppError('conflict', messages.inviteCodeTaken, { field: 'code', cause: error });
    }
  }
}

/** One page of codes, newest first (the code breaks ties), by cursor; never the whole collection. */
export function listInviteCodes(query: InviteCodeListQuery): Promise<Page<InviteCode>> {
  return readPage(db().collection(collections.inviteCodes), [['createdAt', 'desc']], query, (doc) =>
    toInviteCodeDto(doc.id, doc.data() as InviteCodeRecord),
  );
}

/** Revokes a code by deleting it, only while nobody has used it (the sign-ups keep their history). */
export async function deleteInviteCode(id: string, actorUid: string): Promise<void> {
  const ref = inviteRef(id);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new AppError('not-found', messages.inviteCodeNotFound);
    const record = snap.data() as InviteCodeRecord;
    if (record.used > 0) throw new AppError('failed-precondition', messages.inviteCodeUsedCannotDelete);
    tx.delete(ref);
  });
  logger.info('invites.deleted', { code: id, actor: actorUid });
}

/** Step 1 of sign-up: tells whether a code can be used now. Consuming it happens at register. */
export async function checkInviteCode(code: string): Promise<InviteCode['code']> {
  const snap = await inviteRef(code).get();
  return assertUsable(snap.data() as InviteCodeRecord | undefined, Date.now()).code;
}

/**
 * Consumes one use of a code inside the caller's transaction (read, check, increment). Two
 * transactions racing for the last use conflict on this document: Firestore retries the loser,
 * which then sees used = maxUses and fails with 409.
 */
export async function consumeInviteCode(tx: Transaction, code: string): Promise<void> {
  const ref = inviteRef(code);
  const snap = await tx.get(ref);
  assertUsable(snap.data() as InviteCodeRecord | undefined, Date.now());
  tx.update(ref, { used: FieldValue.increment(1) });
}
