import { Router } from 'express';
import {
  approvalListQuerySchema,
  approvalMessages,
  emptyApprovalBodySchema,
  rejectApprovalSchema,
  type Approval,
  type RejectApprovalInput,
} from '@settle/contract/approvals';
import { listApprovals } from '../../modules/approvals/approval-lists.js';
import { approveRequest, rejectRequest, withdrawRequest } from '../../modules/approvals/decide.js';
import type { SettlementDispatcher } from '../../modules/settlement/dispatcher.js';
import { named, noted, touched } from '../middleware/access-record.js';
import { caller } from '../middleware/authenticate.js';
import { checkIdParam, validateBody, validatedQuery, validateQuery } from '../middleware/validate.js';

/** The deciding admin as the request names them. */
function person(req: Parameters<typeof caller>[0]) {
  const { uid, email } = caller(req);
  return { uid, email: email ?? uid };
}

/** What the access record keeps of a decision: the request, its kind, and its members. */
function record(req: Parameters<typeof touched>[0], approval: Approval): void {
  touched(
    req,
    approval.members.map((m) => m.uid),
  );
  noted(req, { approvalId: approval.id, kind: approval.kind, status: approval.status });
}

/** /admin/approvals: 승인 요청 (four eyes on money, modules/approvals). */
export function adminApprovalRoutes(dispatcher: SettlementDispatcher): Router {
  const router = Router();
  router.param('id', checkIdParam(approvalMessages.notFound));
  router.get('/', named('approvals.list'), validateQuery(approvalListQuerySchema), async (req, res) => {
    const page = await listApprovals(validatedQuery(res, approvalListQuerySchema));
    touched(
      req,
      page.items.flatMap((a) => a.members.map((m) => m.uid)),
    );
    res.json({ data: page });
  });
  router.post(
    '/:id/approve',
    named('approvals.approve'),
    validateBody(emptyApprovalBodySchema),
    async (req, res) => {
      const approval = await approveRequest(req.params['id'] ?? '', person(req), dispatcher);
      record(req, approval);
      res.json({ data: approval });
    },
  );
  router.post(
    '/:id/reject',
    named('approvals.reject'),
    validateBody(rejectApprovalSchema),
    async (req, res) => {
      const { reason } = req.body as RejectApprovalInput;
      const approval = await rejectRequest(req.params['id'] ?? '', person(req), reason);
      record(req, approval);
      res.json({ data: approval });
    },
  );
  router.post(
    '/:id/withdraw',
    named('approvals.withdraw'),
    validateBody(emptyApprovalBodySchema),
    async (req, res) => {
      const approval = await withdrawRequest(req.params['id'] ?? '', person(req));
      record(req, approval);
      res.json({ data: approval });
    },
  );
  return router;
}
