import type { RequestHandler } from 'express';
import { complianceMessages } from '@settle/contract/compliance-messages';
import { messages } from '@settle/contract/messages';
import type { Role } from '@settle/contract/users';
import { adminAuth } from '../../lib/firebase.js';
import { AppError } from '../../lib/app-error.js';

export interface AuthContext {
  uid: string;
  email: string | undefined;
  role: Role;
  /** Whether the token was checked against revocation and a disabled account. */
  revocationChecked: boolean;
  /** When the caller last signed in (the token's `auth_time`, seconds since the epoch). */
  authTime: number;
  /**
   * The second factor the caller signed in with (`firebase.sign_in_second_factor`: 'phone' or
   * 'totp'), or null for a sign-in with one factor. Admin calls need one (issue 16).
   */
  secondFactor: string | null;
}

const BEARER = /^Bearer ([A-Za-z0-9._-]+)$/;

/**
 * Verifies the Firebase ID token of `Authorization: Bearer <token>`. A missing, malformed,
 * expired or forged token is 401 with the spec's message; the role comes from the `role`
 * custom claim (spec §4: admin if equal to "admin", else user).
 *
 * `checkRevoked` (sensitive routes: admin calls, changes to one's own record) also asks Auth
 * whether the account is disabled or its tokens were revoked (one more Auth call): a
 * deactivated member's token that is still unexpired gets 401 there. A request already
 * verified at least as strictly further up the chain is not verified again.
 */
export function authenticate(options: { checkRevoked?: boolean } = {}): RequestHandler {
  const checkRevoked = options.checkRevoked ?? false;
  return async (req, _res, next) => {
    if (req.auth && (req.auth.revocationChecked || !checkRevoked)) {
      next();
      return;
    }
    const match = BEARER.exec(req.get('authorization') ?? '');
    if (!match?.[1]) throw new AppError('unauthenticated', messages.unauthenticated);
    let decoded;
    try {
      decoded = await adminAuth().verifyIdToken(match[1], checkRevoked);
    } catch (cause) {
      throw new AppError('unauthenticated', messages.unauthenticated, { cause });
    }
    req.auth = {
      uid: decoded.uid,
      email: decoded.email,
      role: decoded['role'] === 'admin' ? 'admin' : 'user',
      revocationChecked: checkRevoked,
      authTime: decoded.auth_time,
      secondFactor: secondFactorOf(decoded.firebase),
    };
    next();
  };
}

/**
 * For public routes that also serve signed-in callers: without an Authorization header the
 * request goes on anonymously; with one, the token must verify (401 otherwise).
 */
export function authenticateIfPresent(): RequestHandler {
  const verify = authenticate();
  return (req, res, next) => {
    if (req.get('authorization') === undefined) {
      next();
      return;
    }
    return verify(req, res, next);
  };
}

function secondFactorOf(firebase: { sign_in_second_factor?: string } | undefined): string | null {
  const factor = firebase?.sign_in_second_factor;
  return typeof factor === 'string' && factor !== '' ? factor : null;
}

/**
 * Admin calls need a sign-in with a second factor (PRODUCT.md Trust and compliance; issue 16):
 * an admin whose ID token lacks `firebase.sign_in_second_factor` gets 403 추가 인증이 필요합니다
 * (code `second-factor-required`, so the web app sends them to enrol). Mounted after
 * `requireAdmin` and the access record, so a refused call is recorded and a non-admin keeps the
 * plain 403. Firebase Auth verifies the codes; the token's claim is all the API needs to trust.
 */
export const requireSecondFactor: RequestHandler = (req, _res, next) => {
  if (caller(req).secondFactor === null) {
    throw new AppError('second-factor-required', complianceMessages.secondFactorRequired);
  }
  next();
};

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
