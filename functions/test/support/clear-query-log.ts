/** Vitest global setup of the emulators project: each run starts a fresh query log. */
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { QUERY_LOG } from './index-check.js';

export default function setup(): void {
  mkdirSync(dirname(QUERY_LOG), { recursive: true });
  rmSync(QUERY_LOG, { force: true });
}
