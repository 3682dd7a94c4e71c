import type { MarkApplied } from '../lib/idempotency.js';
import type { AuthContext } from './middleware/authenticate.js';

declare global {
  // Express's own extension point for per-request fields (declaration merging).
  namespace Express {
    interface Request {
      requestId: string;
      auth?: AuthContext;
      /** Set by the `idempotent` middleware: mark the key used inside the money transaction. */
      markApplied?: MarkApplied;
    }
    interface Locals {
      /** Set by `validateQuery`; read through `validatedQuery`. */
      query?: unknown;
    }
  }
}

export {};
