import type { Request, RequestHandler } from 'express';
import { messages } from '@settle/contract/messages';
import { AppError } from '../../lib/app-error.js';
import { readMember } from '../../modules/users/account-status.js';
import type { UserRecord } from '../../modules/users/user-record.js';
import { caller } from './authenticate.js';

/**
 * The caller's member profile, read once per request (the gates below and GET /users/me share
 * the read); undefined when they signed in but never registered. Mount after `authenticate`.
 */
export async function callerMember(req: Request): Promise<UserRecord | undefined> {
  if (req.member === undefined) req.member = (await readMember(caller(req).uid)) ?? null;
  return req.member ?? undefined;
}

/**
 * Every signed-in member route (PRODUCT.md Lifecycle 3): a deactivated member is refused (403 in
 * Korean) whatever the age of their token. Deactivating disables the Auth account and revokes
 * its tokens, but an ID token already issued stays valid for up to an hour wherever the route
 * does not ask Auth about revocation; the profile's status is the rule, checked on each request.
 * Pending and rejected members and accounts without a profile pass (they read their own
 * waiting screen, with a rejection's reason, push and announcements). Admins pass without a read: /admin checks revocation itself.
 */
export const refuseDeactivated: RequestHandler = async (req, _res, next) => {
  if (caller(req).role === 'admin') {
    next();
    return;
  }
  if ((await callerMember(req))?.status === 'deactivated') {
    throw new AppError('forbidden', messages.memberDeactivated);
  }
  next();
};

/**
 * The member status gate of every money route (PRODUCT.md Lifecycle 3): a pending, rejected
 * or deactivated member may sign in, but money calls answer 403 in Korean. Admins pass without a
 * read. Mount after `authenticate`.
 */
export const requireActiveMember: RequestHandler = async (req, _res, next) => {
  if (caller(req).role === 'admin') {
    next();
    return;
  }
  const member = await callerMember(req);
  if (member === undefined) throw new AppError('not-found', messages.profileNotFound);
  if (member.status === 'pending') throw new AppError('forbidden', messages.memberPending);
  if (member.status === 'deactivated') throw new AppError('forbidden', messages.memberDeactivated);
  if (member.status === 'rejected') throw new AppError('forbidden', messages.memberRejected);
  next();
};
