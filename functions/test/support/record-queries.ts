/** Vitest setup file of the emulators project: every admin-SDK query is logged for the index check. */
import { recordQueries } from './query-log.js';

recordQueries();
