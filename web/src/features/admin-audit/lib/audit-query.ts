import type { AccessAction } from '@settle/contract/access-log';
import { dateRangeError, seoulRangeInstants, type DateRange } from '../../../lib/date-range';

/** The action filter: one named action or every action. */
export type ActionFilter = AccessAction | 'all';

/** What the 접속 기록 screen filters by. */
export interface AuditFilters {
  /** The operator's uid (the `actor` of GET /admin/auditLog), null for everyone. */
  actorUid: string | null;
  /** The member whose data was touched (`subject`), null for any. */
  subjectId: string | null;
  action: ActionFilter;
  /** Seoul days, both ends included; '' leaves an end open. */
  range: DateRange;
}

export const emptyAuditFilters: AuditFilters = {
  actorUid: null,
  subjectId: null,
  action: 'all',
  range: { from: '', to: '' },
};

/** Entries per page ("더 보기" asks for the next page after the cursor). */
export const AUDIT_PAGE_SIZE = 50;

/**
 * The query of GET /admin/auditLog (contract accessLogQuerySchema), without the cursor: the
 * infinite query adds the `nextCursor` of the page before. A type alias so it fits QueryParams.
 */
export type AccessLogParams = {
  actor?: string;
  subject?: string;
  action?: AccessAction;
  from?: string;
  to?: string;
  pageSize: number;
};

export function buildAuditQuery(filters: AuditFilters, pageSize = AUDIT_PAGE_SIZE): AccessLogParams {
  // A reversed range is shown as an error beside the dates and not sent (the API would 400).
  const range = dateRangeError(filters.range) === null ? filters.range : { from: '', to: '' };
  return {
    ...(filters.actorUid ? { actor: filters.actorUid } : {}),
    ...(filters.subjectId ? { subject: filters.subjectId } : {}),
    ...(filters.action !== 'all' ? { action: filters.action } : {}),
    ...seoulRangeInstants(range),
    pageSize,
  };
}

/** Whether any filter narrows the list (for the empty-list sentence). */
export function isFiltered(filters: AuditFilters): boolean {
  return (
    filters.actorUid !== null ||
    filters.subjectId !== null ||
    filters.action !== 'all' ||
    filters.range.from !== '' ||
    filters.range.to !== ''
  );
}
