import { once } from 'node:events';
import type { Writable } from 'node:stream';

/** Writes and, when the stream's buffer is full, waits for it to drain (or to fail). */
export async function writeInTurn(out: Writable, chunk: string | Buffer): Promise<void> {
  if (chunk.length > 0 && !out.write(chunk)) await drained(out);
}

/**
 * Resolves when the stream can take more; rejects when it is closed first (the client left).
 * The listeners of the wait that lost are removed (aborted): a long export waits thousands of
 * times, and listeners left behind would pile up on the response.
 */
export async function drained(out: Writable): Promise<void> {
  if (!out.writableNeedDrain) return;
  const done = new AbortController();
  try {
    await Promise.race([
      once(out, 'drain', { signal: done.signal }),
      once(out, 'close', { signal: done.signal }).then(() => {
        throw new Error('the download was closed before it was complete');
      }),
    ]);
  } finally {
    done.abort();
  }
}
