import type { SecondFactorReset } from '@settle/contract/admin-users';
import { complianceMessages } from '@settle/contract/compliance-messages';
import { messages } from '@settle/contract/messages';
import { AppError } from '../../lib/app-error.js';
import { adminAuth } from '../../lib/firebase.js';
import { logger } from '../../lib/logger.js';
import { hasCode } from './user-store.js';

/**
 * An admin who lost their second factor (phone, authenticator app) cannot sign in to the admin
 * area; another admin clears their enrolled factors and revokes their refresh tokens, so every
 * open session ends and the next sign-in enrols a new factor (/setting/security). Nobody resets
 * their own: that would let a stolen password replace the factor it is paired with.
 */
export async function resetSecondFactor(uid: string, actorUid: string): Promise<SecondFactorReset> {
  if (uid === actorUid) throw new AppError('forbidden', complianceMessages.secondFactorResetSelf);
  let removedFactors: number;
  try {
    const account = await adminAuth().getUser(uid);
    removedFactors = account.multiFactor?.enrolledFactors.length ?? 0;
    await adminAuth().updateUser(uid, { multiFactor: { enrolledFactors: null } });
    await adminAuth().revokeRefreshTokens(uid);
  } catch (error) {
    if (hasCode(error, 'auth/user-not-found'))
      throw new AppError('not-found', messages.userNotFound, { cause: error });
    throw error;
  }
  logger.info('users.second-factor-reset', { uid, actor: actorUid, removedFactors });
  return { id: uid, removedFactors };
}
