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

/** Entries per page on /admin/audit (the operator may pick another size on the grid). */
export const AUDIT_PAGE_SIZE = 50;

/**
 * The filters of GET /admin/auditLog (contract accessLogQuerySchema), without the paging: the
 * cursor paging adds `cursor` and `pageSize`. A type alias so it fits QueryParams.
 */
export type AccessLogFilters = {
  actor?: string;
  subject?: string;
  action?: AccessAction;
  from?: string;
  to?: string;
};

export function buildAuditQuery(filters: AuditFilters): AccessLogFilters {
  // A reversed range is shown as an error beside the dates and not sent (the API would 400).
  const range = dateRangeError(filters.range) === null ? filters.range : { from: '', to: '' };
  return {
    ...(filters.actorUid ? { actor: filters.actorUid } : {}),
    ...(filters.subjectId ? { subject: filters.subjectId } : {}),
    ...(filters.action !== 'all' ? { action: filters.action } : {}),
    ...seoulRangeInstants(range),
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
