import { messages } from '@settle/contract/messages';
import type { InviteCode } from '@settle/contract/invites';
import type { Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';

/**
 * An invite code document, `inviteCodes/{code}` (the id is the code itself, so a code is
 * unique by construction). The seed script writes the same shape.
 */
export interface InviteCodeRecord {
  code: string;
  maxUses: number;
  used: number;
  /** null: never expires */
  expiresAt: Timestamp | null;
  memo: string;
  createdBy: string;
  createdAt: Timestamp;
}

export function toInviteCodeDto(id: string, record: InviteCodeRecord): InviteCode {
  return {
    id,
    code: record.code,
    maxUses: record.maxUses,
    used: record.used,
    expiresAt: record.expiresAt ? record.expiresAt.toDate().toISOString() : null,
    memo: record.memo,
    createdBy: record.createdBy,
    createdAt: record.createdAt.toDate().toISOString(),
  };
}

/**
 * PRODUCT.md Lifecycle 1: a code is usable while it exists (not revoked), is not expired and
 * used < maxUses. Throws the Korean error that tells which rule failed.
 */
export function assertUsable(record: InviteCodeRecord | undefined, nowMs: number): InviteCodeRecord {
  if (!record) throw new AppError('invalid-argument', messages.inviteCodeInvalid);
  if (record.expiresAt && record.expiresAt.toMillis() <= nowMs) {
    throw new AppError('failed-precondition', messages.inviteCodeExpired);
  }
  if (record.used >= record.maxUses) throw new AppError('conflict', messages.inviteCodeExhausted);
  return record;
}
