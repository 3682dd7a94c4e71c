import { Router } from 'express';
import { validateInviteCodeSchema, type ValidateInviteCodeInput } from '@settle/contract/invites';
import {
  registerIdentitySchema,
  registerSchema,
  type RegisterIdentityInput,
  type RegisterInput,
} from '@settle/contract/member-profile';
import { checkInviteCode } from '../../modules/invites/invite-codes.js';
import { register, registerIdentity } from '../../modules/users/register.js';
import { authenticateIfPresent } from '../middleware/authenticate.js';
import { rateLimit, type RateLimitOptions } from '../middleware/rate-limit.js';
import { validateBody } from '../middleware/validate.js';

/**
 * /users/validateInviteCode and /users/register: the public (no token) steps of sign-up.
 * Mounted before `authenticate`; each route has its own per-client rate limit.
 *
 * /users/register serves two callers (PRODUCT.md Lifecycle 2): without a token it creates the
 * Auth account from email and password; with a Bearer token (a social sign-in without a
 * profile) it registers that identity and takes no email or password.
 */
export function signUpRoutes(limits: RateLimitOptions): Router {
  const router = Router();
  const byPassword = validateBody(registerSchema);
  const byIdentity = validateBody(registerIdentitySchema);
  router.post(
    '/validateInviteCode',
    rateLimit(limits),
    validateBody(validateInviteCodeSchema),
    async (req, res) => {
      const { code } = req.body as ValidateInviteCodeInput;
      res.json({ data: { valid: true, code: await checkInviteCode(code) } });
    },
  );
  router.post(
    '/register',
    rateLimit(limits),
    authenticateIfPresent(),
    (req, res, next) => (req.auth ? byIdentity : byPassword)(req, res, next),
    async (req, res) => {
      const user = req.auth
        ? await registerIdentity(req.auth, req.body as RegisterIdentityInput)
        : await register(req.body as RegisterInput);
      res.status(201).json({ data: user });
    },
  );
  return router;
}
