import type { AccessAction, AccessActorRole, AccessEntry } from '@settle/contract/access-log';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';

/**
 * One access-record entry, `accessLog/{autoId}` (PRODUCT.md Trust and compliance). Created once
 * by the server (`writeEntry`), never updated or deleted by the API; firestore.rules deny every
 * client. `at` is Firestore's commit time, so an entry with `at ≤ t` is readable by anyone who
 * reads after t: the sealing job (seal.ts) relies on that to seal a range once and for all.
 */
export interface AccessEntryRecord {
  at: Timestamp;
  actorUid: string;
  actorEmail: string;
  actorRole: AccessActorRole;
  ip: string;
  userAgent: string;
  action: AccessAction;
  method: string;
  path: string;
  /** Member ids whose data the request touched (array-contains filter of the screen). */
  subjects: string[];
  subjectCount: number;
  export: { count: number; filter: Record<string, string>; reason: string } | null;
  details: Record<string, string | number | boolean>;
  status: number;
  requestId: string;
  /** Asia/Seoul 'YYYY-MM' at write time: the monthly review counts by it. */
  month: string;
  /** Written between 00:00 and 06:00 Asia/Seoul: a hint of the monthly review. */
  night: boolean;
}

export type NewAccessEntry = Omit<AccessEntryRecord, 'at' | 'month' | 'night'>;

export const accessLog = () => db().collection(collections.accessLog);

const seoulMonthHour = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** Asia/Seoul 'YYYY-MM' and hour of a moment. */
export function seoulMonthAndHour(date: Date): { month: string; hour: number } {
  const parts = seoulMonthHour.formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { month: `${part('year')}-${part('month')}`, hour: Number(part('hour')) };
}

/** Writes one entry (one Firestore write, never on a shared document). Returns its id. */
export async function writeEntry(entry: NewAccessEntry, now = new Date()): Promise<string> {
  const { month, hour } = seoulMonthAndHour(now);
  const ref = accessLog().doc();
  await ref.create({ ...entry, at: FieldValue.serverTimestamp(), month, night: hour < 6 });
  return ref.id;
}

/** The API shape of an entry. */
export function toAccessEntryDto(id: string, r: AccessEntryRecord): AccessEntry {
  return {
    id,
    at: r.at.toDate().toISOString(),
    actor: { uid: r.actorUid, email: r.actorEmail, role: r.actorRole },
    ip: r.ip,
    userAgent: r.userAgent,
    action: r.action,
    method: r.method,
    path: r.path,
    subjects: r.subjects,
    export: r.export,
    details: r.details,
    status: r.status,
    requestId: r.requestId,
  };
}
