import type { Request } from 'express';
import type { ChangeContext } from '../modules/accounts/account-change.js';
import { caller } from './middleware/authenticate.js';

/** Who is changing a payout account and from where: the verified caller, IP and user agent. */
export function changeContext(req: Request): ChangeContext {
  const { uid, email, role, authTime } = caller(req);
  return {
    by: { uid, email: email ?? '', role },
    authTime,
    ip: req.ip ?? '',
    userAgent: req.get('user-agent') ?? '',
  };
}
