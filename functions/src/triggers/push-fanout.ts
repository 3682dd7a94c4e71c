import { logger } from '../lib/logger.js';
import { fanOutMessage } from '../modules/push/fan-out.js';
import { defaultPushSender } from '../modules/push/push-sender.js';

/** `pushMessages/{id}` was created: send it over FCM (recorded instead on the emulators). */
export async function runPushFanOut(messageId: string): Promise<void> {
  if (messageId === '') {
    logger.error('push.fanout_bad_event', {});
    return;
  }
  await fanOutMessage(messageId, defaultPushSender());
}
