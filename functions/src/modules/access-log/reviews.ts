import type { AccessHint, AccessMonth, AccessReviewInput, AccessReviews } from '@settle/contract/access-log';
import { complianceMessages } from '@settle/contract/compliance-messages';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { accessLog, seoulMonthAndHour } from './entry-record.js';

/** An export of at least this many members' rows is worth a look. */
export const BULK_EXPORT_ROWS = 100;
/** One operator opening at least this many member details in a month is worth a look. */
export const MANY_DETAILS = 50;
/** Months the review screen shows, the current one included. */
const MONTHS_SHOWN = 12;

interface ReviewRecord {
  month: string;
  by: string;
  byEmail: string;
  at: Timestamp;
  note: string;
}

const reviews = () => db().collection(collections.accessReviews);

/** 'YYYY-MM' of the month `back` months before `month`. */
export function monthsBefore(month: string, back: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * GET /admin/auditLog/reviews (월 1회 점검): the last 12 months, newest first, each with its
 * entry count, its review (or null) and hints worth a look — exports of many members, access
 * between 00:00 and 06:00, one operator opening many members' details. Counts are aggregation
 * queries; only the month's detail reads are read, projected to the operator.
 */
export async function listAccessReviews(now = new Date()): Promise<AccessReviews> {
  const current = seoulMonthAndHour(now).month;
  const months = Array.from({ length: MONTHS_SHOWN }, (_, i) => monthsBefore(current, i));
  const reviewSnaps = await db().getAll(...months.map((m) => reviews().doc(m)));
  return {
    months: await Promise.all(
      months.map(async (month, i): Promise<AccessMonth> => {
        const review = reviewSnaps[i]?.data() as ReviewRecord | undefined;
        const [entries, hints] = await Promise.all([
          accessLog().where('month', '==', month).count().get(),
          hintsOf(month),
        ]);
        return {
          month,
          entries: entries.data().count,
          reviewed: review
            ? {
                by: review.by,
                byEmail: review.byEmail,
                at: review.at.toDate().toISOString(),
                note: review.note,
              }
            : null,
          hints,
        };
      }),
    ),
  };
}

async function hintsOf(month: string): Promise<AccessHint[]> {
  const inMonth = accessLog().where('month', '==', month);
  const [bulk, night, details] = await Promise.all([
    inMonth.where('export.count', '>=', BULK_EXPORT_ROWS).count().get(),
    inMonth.where('night', '==', true).count().get(),
    inMonth.where('action', '==', 'users.get').select('actorEmail').get(),
  ]);
  const hints: AccessHint[] = [];
  const bulkCount = bulk.data().count;
  if (bulkCount > 0) {
    hints.push({
      kind: 'bulk-export',
      message: `${BULK_EXPORT_ROWS}명 이상의 개인정보 다운로드 ${bulkCount}건`,
      count: bulkCount,
      actorEmail: null,
    });
  }
  const nightCount = night.data().count;
  if (nightCount > 0) {
    hints.push({
      kind: 'night-access',
      message: `심야(00–06시) 접근 ${nightCount}건`,
      count: nightCount,
      actorEmail: null,
    });
  }
  const byActor = new Map<string, number>();
  for (const doc of details.docs) {
    const email = String(doc.get('actorEmail') ?? '');
    byActor.set(email, (byActor.get(email) ?? 0) + 1);
  }
  for (const [email, count] of [...byActor].sort((a, b) => b[1] - a[1])) {
    if (count < MANY_DETAILS) break;
    hints.push({
      kind: 'many-details',
      message: `${email || '알 수 없는 운영자'}: 회원 상세 조회 ${count}건`,
      count,
      actorEmail: email,
    });
  }
  return hints;
}

/** POST /admin/auditLog/reviews: marks a finished month reviewed, once. */
export async function reviewMonth(
  input: AccessReviewInput,
  reviewer: { uid: string; email: string },
  now = new Date(),
): Promise<AccessMonth> {
  if (input.month >= seoulMonthAndHour(now).month) {
    throw new AppError('invalid-argument', complianceMessages.accessReviewFuture, { field: 'month' });
  }
  try {
    await reviews().doc(input.month).create({
      month: input.month,
      by: reviewer.uid,
      byEmail: reviewer.email,
      at: FieldValue.serverTimestamp(),
      note: input.note,
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === 6) {
      throw new AppError('conflict', complianceMessages.accessReviewExists, { field: 'month' });
    }
    throw error;
  }
  const review = (await reviews().doc(input.month).get()).data() as ReviewRecord;
  const [entries, hints] = await Promise.all([
    accessLog().where('month', '==', input.month).count().get(),
    hintsOf(input.month),
  ]);
  return {
    month: input.month,
    entries: entries.data().count,
    reviewed: {
      by: review.by,
      byEmail: review.byEmail,
      at: review.at.toDate().toISOString(),
      note: review.note,
    },
    hints,
  };
}
