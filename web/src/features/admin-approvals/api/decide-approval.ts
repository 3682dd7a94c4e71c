import { parseApproval } from '../../../lib/approval-answer';
import { useApiMutation } from '../../../lib/use-api-mutation';

const pathOf = (id: string, action: 'approve' | 'reject' | 'withdraw') =>
  `/admin/approvals/${encodeURIComponent(id)}/${action}`;

/**
 * POST /admin/approvals/{id}/approve: a different admin approves; the operation runs once with
 * the body it was requested with, and the answer is the request with its result. Refreshes every
 * cached GET under /admin (the settlement, the ledger and the rates the run changed among them).
 */
export const useApproveRequest = () =>
  useApiMutation({
    method: 'POST',
    path: (id: string) => pathOf(id, 'approve'),
    body: () => ({}),
    parse: parseApproval,
  });

/** POST /admin/approvals/{id}/reject {reason}: another admin refuses it, with the reason. */
export const useRejectRequest = () =>
  useApiMutation({
    method: 'POST',
    path: ({ id }: { id: string; reason: string }) => pathOf(id, 'reject'),
    body: ({ reason }: { id: string; reason: string }) => ({ reason }),
    parse: parseApproval,
  });

/** POST /admin/approvals/{id}/withdraw: the requester takes it back. */
export const useWithdrawRequest = () =>
  useApiMutation({
    method: 'POST',
    path: (id: string) => pathOf(id, 'withdraw'),
    body: () => ({}),
    parse: parseApproval,
  });
