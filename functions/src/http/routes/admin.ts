import { Router } from 'express';
import type { SettlementDispatcher } from '../../modules/settlement/dispatcher.js';
import { requireAdmin, requireSecondFactor } from '../middleware/authenticate.js';
import { adminAnnouncementRoutes } from './admin-announcements.js';
import { adminApprovalRoutes } from './admin-approvals.js';
import { adminAuditRoutes } from './admin-audit.js';
import { adminMainRoutes } from './admin-main.js';
import { adminPushRoutes } from './admin-push.js';
import { adminProcessingRecordRoutes } from './admin-processing-records.js';
import { adminScheduleJobRoutes } from './admin-schedule-jobs.js';
import { adminScheduleRoutes } from './admin-schedules.js';
import { adminTransactionRoutes } from './admin-transactions.js';
import { adminInviteRoutes } from './admin-invites.js';
import { adminUserRoutes } from './admin-users.js';

/**
 * /admin/*: everything here is for the `admin` role only (spec §6: admin calls are under the
 * /admin prefix). Feature routers are mounted below as they land; app.ts verifies the token
 * with the revocation check before this router runs.
 */
export function adminRoutes(dispatcher: SettlementDispatcher): Router {
  const router = Router();
  router.use(requireAdmin);
  // After the role, so a member keeps the plain 403; every admin route needs the second factor
  // (enrolment runs in the Firebase client SDK, so no route here has to work without it).
  router.use(requireSecondFactor);
  router.use('/users/inviteCode', adminInviteRoutes());
  router.use('/users', adminUserRoutes());
  router.use('/main', adminMainRoutes());
  router.use('/transactions', adminTransactionRoutes());
  router.use('/processingRecords', adminProcessingRecordRoutes());
  router.use('/push', adminPushRoutes());
  router.use('/announcements', adminAnnouncementRoutes());
  // The exact path, before the schedules CRUD: 'runDue' is never taken for a schedule id.
  router.use('/schedules/runDue', adminScheduleJobRoutes());
  router.use('/schedules', adminScheduleRoutes());
  router.use('/auditLog', adminAuditRoutes());
  router.use('/approvals', adminApprovalRoutes(dispatcher));
  return router;
}
