import type { RequestHandler } from 'express';
import { messages } from '@settle/contract/messages';
import { AppError } from '../../lib/app-error.js';
import { memberStatus } from '../../modules/users/account-status.js';
import { caller } from './authenticate.js';

/**
 * The member status gate of every money route (PRODUCT.md Lifecycle 3): a pending or
 * deactivated member may sign in and read /users/me, but money calls answer 403 in Korean.
 * Admins pass without a read. Mount after `authenticate`.
 */
export const requireActiveMember: RequestHandler = async (req, _res, next) => {
  const { uid, role } = caller(req);
  if (role === 'admin') {
    next();
    return;
  }
  const status = await memberStatus(uid);
  if (status === undefined) throw new AppError('not-found', messages.profileNotFound);
  if (status === 'pending') throw new AppError('forbidden', messages.memberPending);
  if (status === 'deactivated') throw new AppError('forbidden', messages.memberDeactivated);
  next();
};
