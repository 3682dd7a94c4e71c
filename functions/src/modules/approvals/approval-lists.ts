import type { Approval, ApprovalListQuery } from '@settle/contract/approvals';
import type { Page } from '@settle/contract/paging';
import { Timestamp, type Query } from 'firebase-admin/firestore';
import { readPage } from '../../lib/paging.js';
import { approvals, toApprovalDto, type ApprovalRecord } from './approval-record.js';

/**
 * GET /admin/approvals: newest first (by `expiresAt`, which is `requestedAt` + 24 h, so the order
 * is the request order and one range field serves the expiry filters). Expiry is not written by
 * a job: `pending` is a stored pending request whose time has not run out, and `expired` is
 * either kind of the stored ones past it (a stored `expired` one always is). Composite indexes:
 * firestore.indexes.json (status, expiresAt desc, __name__ desc).
 */
export function listApprovals(query: ApprovalListQuery): Promise<Page<Approval>> {
  const now = Timestamp.now();
  let q: Query = approvals();
  if (query.status === 'pending') q = q.where('status', '==', 'pending').where('expiresAt', '>', now);
  else if (query.status === 'expired')
    q = q.where('status', 'in', ['pending', 'expired']).where('expiresAt', '<=', now);
  else if (query.status) q = q.where('status', '==', query.status);
  return readPage(q, [['expiresAt', 'desc']], query, (doc) =>
    toApprovalDto(doc.id, doc.data() as ApprovalRecord, now.toMillis()),
  );
}
