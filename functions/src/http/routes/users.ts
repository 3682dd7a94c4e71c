import { Router, type RequestHandler } from 'express';
import { messages } from '@settle/contract/messages';
import { updateProfileSchema, type UpdateProfileInput } from '@settle/contract/member-profile';
import { AppError } from '../../lib/app-error.js';
import { deactivateSelf } from '../../modules/users/account-status.js';
import { profileOf, updateProfile } from '../../modules/users/profile.js';
import { toUserDto } from '../../modules/users/user-record.js';
import { changeContext } from '../change-context.js';
import { named, touched } from '../middleware/access-record.js';
import { authenticate, caller } from '../middleware/authenticate.js';
import { callerMember } from '../middleware/member-gate.js';
import { validateBody } from '../middleware/validate.js';

/** Spec §6: users may update and delete their own record, and only their own. */
const ownRecordOnly: RequestHandler = (req, _res, next) => {
  if (req.params['id'] !== caller(req).uid) throw new AppError('forbidden', messages.ownRecordOnly);
  next();
};

/**
 * /users/*: the caller's own account. GET /me stays open to pending members (the web shows
 * their waiting screen from it); a deactivated member is refused by the gate in app.ts, and the
 * web shows the deactivated screen from that answer. Changes also re-verify the token against
 * revocation.
 */
export function userRoutes(): Router {
  const router = Router();
  const sensitive = authenticate({ checkRevoked: true });
  const patchOwn: RequestHandler = async (req, res) => {
    touched(req, [caller(req).uid]);
    res.json({
      data: await updateProfile(caller(req).uid, req.body as UpdateProfileInput, changeContext(req)),
    });
  };

  router.get('/me', async (req, res) => {
    res.json({ data: profileOf(await callerMember(req)) });
  });
  router.patch('/me', named('member.profile.update'), sensitive, validateBody(updateProfileSchema), patchOwn);
  router.patch(
    '/:id',
    named('member.profile.update'),
    sensitive,
    ownRecordOnly,
    validateBody(updateProfileSchema),
    patchOwn,
  );
  // Deleting one's own record deactivates it (account disabled, data kept), as an admin would.
  router.delete('/:id', named('member.deactivate'), sensitive, ownRecordOnly, async (req, res) => {
    const { uid, role } = caller(req);
    touched(req, [uid]);
    res.json({ data: toUserDto(await deactivateSelf(uid, role === 'admin')) });
  });
  return router;
}
