import { Router } from 'express';
import { validateInviteCodeSchema, type ValidateInviteCodeInput } from '@settle/contract/invites';
import { registerSchema, type RegisterInput } from '@settle/contract/users';
import { checkInviteCode } from '../../modules/invites/invite-codes.js';
import { register } from '../../modules/users/register.js';
import { rateLimit, type RateLimitOptions } from '../middleware/rate-limit.js';
import { validateBody } from '../middleware/validate.js';

/**
 * /users/validateInviteCode and /users/register: the public (no token) steps of sign-up.
 * Mounted before `authenticate`; each route has its own per-client rate limit.
 */
export function signUpRoutes(limits: RateLimitOptions): Router {
  const router = Router();
  router.post(
    '/validateInviteCode',
    rateLimit(limits),
    validateBody(validateInviteCodeSchema),
    async (req, res) => {
      const { code } = req.body as ValidateInviteCodeInput;
      res.json({ data: { valid: true, code: await checkInviteCode(code) } });
    },
  );
  router.post('/register', rateLimit(limits), validateBody(registerSchema), async (req, res) => {
    res.status(201).json({ data: await register(req.body as RegisterInput) });
  });
  return router;
}
