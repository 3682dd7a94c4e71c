import type { AccessLogPage, AccessLogQuery } from '@settle/contract/access-log';
import { complianceMessages } from '@settle/contract/compliance-messages';
import { FieldPath, Timestamp, type Query } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { accessLog, toAccessEntryDto, type AccessEntryRecord } from './entry-record.js';

/**
 * GET /admin/auditLog: newest first, filtered by operator, member, action and time, paged by
 * cursor (the log grows by thousands of entries a day: a page reads its own entries and one
 * more, never the log). Each filter combination has its composite index (firestore.indexes.json).
 */
export async function listAccessLog(query: AccessLogQuery): Promise<AccessLogPage> {
  let q: Query = accessLog();
  if (query.actor) q = q.where('actorUid', '==', query.actor);
  if (query.subject) q = q.where('subjects', 'array-contains', query.subject);
  if (query.action) q = q.where('action', '==', query.action);
  if (query.from) q = q.where('at', '>=', new Date(query.from));
  if (query.to) q = q.where('at', '<=', new Date(query.to));
  q = q.orderBy('at', 'desc').orderBy(FieldPath.documentId(), 'desc');
  if (query.cursor) {
    const { at, id } = decodeCursor(query.cursor);
    q = q.startAfter(at, id);
  }
  const snap = await q.limit(query.pageSize + 1).get();
  const docs = snap.docs.slice(0, query.pageSize);
  const last = docs[docs.length - 1];
  return {
    items: docs.map((d) => toAccessEntryDto(d.id, d.data() as AccessEntryRecord)),
    nextCursor:
      snap.size > query.pageSize && last ? encodeCursor(last.get('at') as Timestamp, last.id) : null,
  };
}

/** The position of the last entry shown: its commit time to the nanosecond and its id. */
export function encodeCursor(at: Timestamp, id: string): string {
  return Buffer.from(JSON.stringify([at.seconds, at.nanoseconds, id])).toString('base64url');
}

export function decodeCursor(cursor: string): { at: Timestamp; id: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      Number.isInteger(value[0]) &&
      Number.isInteger(value[1]) &&
      typeof value[2] === 'string' &&
      value[2] !== ''
    ) {
      return { at: new Timestamp(value[0] as number, value[1] as number), id: value[2] };
    }
  } catch {
    // fall through: not base64url JSON
  }
  throw new AppError('invalid-argument', complianceMessages.accessCursorInvalid, { field: 'cursor' });
}
