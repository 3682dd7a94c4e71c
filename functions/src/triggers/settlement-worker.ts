import { logger } from '../lib/logger.js';
import { runSettlementChunk } from '../modules/settlement/execute.js';
import { taskQueueDispatcher, type SettlementTask } from '../modules/settlement/task-queue-dispatcher.js';

/** A chunk stops taking lines after this long, well inside the 540 s function timeout. */
const CHUNK_BUDGET_MS = 300_000;

/** One task: settle lines for a while; if lines remain, enqueue the next task. */
export async function runSettlementWorkerTask(task: SettlementTask): Promise<void> {
  if (typeof task.batchId !== 'string' || task.batchId === '') {
    logger.error('settlement.worker_bad_task', { task });
    return;
  }
  const { done, settled } = await runSettlementChunk(task.batchId, { budgetMs: CHUNK_BUDGET_MS });
  logger.info('settlement.worker_chunk', { batchId: task.batchId, done, settled });
  if (!done) await taskQueueDispatcher.dispatch(task.batchId);
}
