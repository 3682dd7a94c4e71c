import type { AuthContext } from './middleware/authenticate.js';

declare global {
  // Express's own extension point for per-request fields (declaration merging).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      requestId: string;
      auth?: AuthContext;
    }
  }
}

export {};
