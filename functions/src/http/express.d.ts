import type { AuthContext } from './middleware/authenticate.js';

declare global {
  // Express's own extension point for per-request fields (declaration merging).
  namespace Express {
    interface Request {
      requestId: string;
      auth?: AuthContext;
    }
    interface Locals {
      /** Set by `validateQuery`; read through `validatedQuery`. */
      query?: unknown;
    }
  }
}

export {};
