import type { RequestHandler } from 'express';
import { messages } from '@settle/contract/messages';
import type { Role } from '@settle/contract/users';
import { adminAuth } from '../../lib/firebase.js';
import { AppError } from '../../lib/app-error.js';

export interface AuthContext {
  uid: string;
  email: string | undefined;
  role: Role;
}

const BEARER = /^Bearer ([A-Za-z0-9._-]+)$/;

/**
 * Verifies the Firebase ID token of `Authorization: Bearer <token>`. A missing, malformed,
 * expired or forged token is 401 with the spec's message; the role comes from the `role`
 * custom claim (spec §4: admin if equal to "admin", else user).
 */
export function authenticate(options: { checkRevoked?: boolean } = {}): RequestHandler {
  return async (req, _res, next) => {
    const match = BEARER.exec(req.get('authorization') ?? '');
    if (!match?.[1]) throw new AppError('unauthenticated', messages.unauthenticated);
    let decoded;
    try {
      decoded = await adminAuth().verifyIdToken(match[1], options.checkRevoked ?? false);
    } catch (cause) {
      throw new AppError('unauthenticated', messages.unauthenticated, { cause });
    }
    req.auth = {
      uid: decoded.uid,
      email: decoded.email,
      role: decoded['role'] === 'admin' ? 'admin' : 'user',
    };
    next();
  };
}

/** Only admins pass; everyone else gets 403. Mount after `authenticate`. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (req.auth?.role !== 'admin') throw new AppError('forbidden', messages.forbidden);
  next();
};

/** The verified caller of a route mounted behind `authenticate`. */
export function caller(req: { auth?: AuthContext | undefined }): AuthContext {
  if (!req.auth) throw new AppError('unauthenticated', messages.unauthenticated);
  return req.auth;
}
