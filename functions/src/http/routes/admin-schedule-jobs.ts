import { Router } from 'express';
import { logger } from '../../lib/logger.js';
import { runDueSchedules } from '../../modules/schedules/run-due.js';
import { named } from '../middleware/access-record.js';
import { caller } from '../middleware/authenticate.js';

/**
 * POST /admin/schedules/runDue: runs the due-schedule job now (the emulator does not tick
 * `scheduleJob`; in production it fires nothing the next tick would not). Safe to call any
 * number of times: each schedule fires once. Answers the run's `ScheduleRunResult`.
 * Mounted at its full path ahead of the schedules CRUD, so `runDue` is never taken for an id.
 */
export function adminScheduleJobRoutes(): Router {
  const router = Router();
  router.post('/', named('schedules.runDue'), async (req, res) => {
    logger.info('schedule.run_by_hand', { actorId: caller(req).uid });
    res.json({ data: await runDueSchedules() });
  });
  return router;
}
