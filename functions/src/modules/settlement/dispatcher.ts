import { logger } from '../../lib/logger.js';
import { runSettlementChunk, type ChunkOptions } from './execute.js';

/**
 * Hands an executing batch to whatever runs its chunks. Production: the `settlementWorker`
 * Cloud Tasks queue (functions/src/index.ts), one chunk per task. In-process (API tests, the
 * benchmark): `inlineDispatcher`, which runs the chunks here until the batch is done.
 */
export interface SettlementDispatcher {
  dispatch(batchId: string): Promise<void>;
}

export function inlineDispatcher(options: ChunkOptions = {}): SettlementDispatcher {
  return {
    async dispatch(batchId) {
      for (;;) {
        const { done } = await runSettlementChunk(batchId, options);
        if (done) return;
      }
    },
  };
}

/** Runs the dispatch without waiting for it (the HTTP answer returns at once; errors are logged). */
export function inBackground(dispatcher: SettlementDispatcher): SettlementDispatcher {
  return {
    dispatch(batchId) {
      dispatcher.dispatch(batchId).catch((error: unknown) => {
        logger.error('settlement.dispatch_failed', { batchId, error: String(error) });
      });
      return Promise.resolve();
    },
  };
}
