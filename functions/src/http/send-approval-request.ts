import type { ApprovalOperation } from '@settle/contract/approvals';
import { IDEMPOTENCY_HEADER } from '@settle/contract/api';
import type { Request, Response } from 'express';
import { requestApproval } from '../modules/approvals/request-approval.js';
import { noted, touched } from './middleware/access-record.js';
import { caller } from './middleware/authenticate.js';

/**
 * A money route's answer under four eyes (issue 16): instead of acting, it stores the operation
 * as an approval request and answers 202 `{ data: approval }`. The access record of the asking
 * request names the request (`approvalId`) and the members it concerns.
 */
export async function sendApprovalRequest(
  req: Request,
  res: Response,
  operation: ApprovalOperation,
  reason: string,
): Promise<void> {
  const { uid, email } = caller(req);
  const approval = await requestApproval({
    operation,
    requester: { uid, email: email ?? uid },
    reason,
    idempotencyKey: req.get(IDEMPOTENCY_HEADER) ?? null,
    markApplied: req.markApplied,
  });
  touched(
    req,
    approval.members.map((m) => m.uid),
  );
  noted(req, { approvalId: approval.id, approval: 'requested' });
  res.status(202).json({ data: approval });
}
