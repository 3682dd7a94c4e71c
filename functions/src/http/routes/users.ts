import { Router } from 'express';
import { updateProfileSchema, type UpdateProfileInput } from '@settle/contract/users';
import { getProfile, updateProfile } from '../../modules/users/profile.js';
import { caller } from '../middleware/authenticate.js';
import { validateBody } from '../middleware/validate.js';

/** /users/*: the caller's own account. */
export function userRoutes(): Router {
  const router = Router();
  router.get('/me', async (req, res) => {
    res.json({ data: await getProfile(caller(req).uid) });
  });
  router.patch('/me', validateBody(updateProfileSchema), async (req, res) => {
    res.json({ data: await updateProfile(caller(req).uid, req.body as UpdateProfileInput) });
  });
  return router;
}
