import { getFunctions } from 'firebase-admin/functions';
import { REGION } from '../../config.js';
import { adminApp } from '../../lib/firebase.js';
import type { SettlementDispatcher } from './dispatcher.js';

/** The Cloud Tasks queue of the `settlementWorker` function (functions/src/index.ts). */
export const SETTLEMENT_WORKER = 'settlementWorker';

export interface SettlementTask {
  batchId: string;
}

/**
 * Enqueues one chunk of an executing batch. Locally the Functions emulator's Cloud Tasks
 * emulator receives it (firebase-admin reads CLOUD_TASKS_EMULATOR_HOST).
 */
export const taskQueueDispatcher: SettlementDispatcher = {
  async dispatch(batchId) {
    const task: SettlementTask = { batchId };
    await getFunctions(adminApp())
      .taskQueue<SettlementTask>(`locations/${REGION}/functions/${SETTLEMENT_WORKER}`)
      .enqueue(task);
  },
};
