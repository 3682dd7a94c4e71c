import { logger } from '../lib/logger.js';
import { runDueSchedules } from '../modules/schedules/run-due.js';

/** One tick of `scheduleJob`: fire the schedules that fell due (run-due.ts). */
export async function runScheduleJob(): Promise<void> {
  const result = await runDueSchedules();
  logger.info('schedule.job_done', {
    fired: result.fired.length,
    alreadyFired: result.alreadyFired,
    preparedBatches: result.preparedBatches.length,
  });
}
