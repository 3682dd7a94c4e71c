import { once } from 'node:events';
import type { Writable } from 'node:stream';

/** Writes and, when the stream's buffer is full, waits for it to drain (or to fail). */
export async function writeInTurn(out: Writable, chunk: string | Buffer): Promise<void> {
  if (chunk.length > 0 && !out.write(chunk)) await drained(out);
}

/** Resolves when the stream can take more; rejects when it is closed first (the client left). */
export async function drained(out: Writable): Promise<void> {
  if (!out.writableNeedDrain) return;
  const closed = once(out, 'close').then(() => {
    throw new Error('the download was closed before it was complete');
  });
  await Promise.race([once(out, 'drain'), closed]);
}
