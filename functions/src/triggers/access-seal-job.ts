import { logger } from '../lib/logger.js';
import { sealAccessLog } from '../modules/access-log/seal.js';

/** One tick of `accessSealJob`: seal the access record's new entries into blocks (seal.ts). */
export async function runAccessSealJob(): Promise<void> {
  const result = await sealAccessLog();
  logger.info('access.seal_job_done', { blocks: result.blocks, entries: result.entries, head: result.head });
}
