import type { RequestHandler } from 'express';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@settle/contract/api';
import { messages } from '@settle/contract/messages';
import { AppError } from '../../lib/app-error.js';
import {
  claimKey,
  fingerprintOf,
  idempotencyRef,
  markAppliedIn,
  releaseUnlessApplied,
  storeAnswer,
} from '../../lib/idempotency.js';
import { logger } from '../../lib/logger.js';
import { caller } from './authenticate.js';

/**
 * Money-moving routes and admin push sends: the `Idempotency-Key` header is required. A retry with the same key and
 * the same request gets the first answer (with `Idempotent-Replayed: true`); the same key with
 * another method, path or body is 409; a retry while the first is still running is 409.
 * Mount after authentication and body validation (the fingerprint is of the parsed body).
 * The route passes `req.markApplied` to its use-case, which calls it inside the transaction
 * that moves the money.
 */
export const idempotent: RequestHandler = async (req, res, next) => {
  const key = req.get(IDEMPOTENCY_HEADER);
  if (key === undefined || key === '')
    throw new AppError('invalid-argument', messages.idempotencyKeyRequired);
  if (!IDEMPOTENCY_KEY_PATTERN.test(key))
    throw new AppError('invalid-argument', messages.idempotencyKeyInvalid);
  const { uid } = caller(req);
  const ref = idempotencyRef(uid, key);
  const claim = await claimKey(ref, uid, fingerprintOf([req.method, req.baseUrl + req.path, req.body]));
  switch (claim.kind) {
    case 'reused':
      throw new AppError('conflict', messages.idempotencyKeyReused);
    case 'in-flight':
      throw new AppError('conflict', messages.idempotencyInFlight);
    case 'applied-without-answer':
      throw new AppError('conflict', messages.idempotencyApplied);
    case 'replay':
      res.set('Idempotent-Replayed', 'true');
      res.status(claim.status).json(claim.body);
      return;
    case 'claimed':
      break;
  }

  req.markApplied = markAppliedIn(ref);
  req.idempotencyId = ref.id;
  const send = res.json.bind(res);
  // Store the answer before it leaves, so a retry that follows at once already finds it.
  res.json = (body: unknown) => {
    const status = res.statusCode;
    const settle = status >= 500 ? releaseUnlessApplied(ref) : storeAnswer(ref, status, body);
    settle.then(
      () => send(body),
      (error: unknown) => {
        logger.error('idempotency.store_failed', { requestId: req.requestId, error: String(error) });
        send(body);
      },
    );
    return res;
  };
  next();
};
