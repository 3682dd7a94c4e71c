import type { MarkApplied } from '../lib/idempotency.js';
import type { UserRecord } from '../modules/users/user-record.js';
import type { AccessNote } from './middleware/access-record.js';
import type { AuthContext } from './middleware/authenticate.js';

declare global {
  // Express's own extension point for per-request fields (declaration merging).
  namespace Express {
    interface Request {
      requestId: string;
      auth?: AuthContext;
      /** The caller's profile as read once by `callerMember` (null: signed in, never registered). */
      member?: UserRecord | null;
      /** Set by the `idempotent` middleware: mark the key used inside the money transaction. */
      markApplied?: MarkApplied;
      /**
       * Set by the `idempotent` middleware: a stable id derived from the caller and the key. A
       * use-case may name what it creates by it, so a retry after a crash rewrites the same
       * documents instead of adding new ones.
       */
      idempotencyId?: string;
      /** The access record of this request (`accessRecord` middleware), written when it answers. */
      access?: AccessNote;
    }
    interface Locals {
      /** Set by `validateQuery`; read through `validatedQuery`. */
      query?: unknown;
    }
  }
}

export {};
