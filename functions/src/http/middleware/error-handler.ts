import type { ErrorRequestHandler, RequestHandler } from 'express';
import { messages, type ErrorBody } from '@settle/contract/messages';
import { logger } from '../../lib/logger.js';
import { AppError } from '../../lib/app-error.js';

/** Unknown /api paths answer 404 in JSON, like every other error. */
export const notFound: RequestHandler = () => {
  throw new AppError('not-found', messages.routeNotFound);
};

/**
 * The one error mapper: AppError → its status and `{ message, code }` (the body reader,
 * json-body.ts, words its own refusals so); an undecodable path parameter → 400; anything else
 * is logged with the request id and answered 500 with a generic Korean message, never a stack.
 */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  let status: number;
  let body: ErrorBody;
  if (err instanceof AppError) {
    status = err.status;
    body = { message: err.message, code: err.code };
    if (err.field !== undefined) body.field = err.field;
  } else if (err instanceof URIError && 'status' in err && err.status === 400) {
    // The router could not decode a path parameter (`/announcements/%ZZ`): the caller's mistake.
    status = 400;
    body = { message: messages.invalidPath, code: 'invalid-argument' };
  } else {
    status = 500;
    body = { message: messages.internal, code: 'internal' };
    logger.error('http.unhandled', {
      requestId: req.requestId,
      method: req.method,
      path: req.path,
      error: err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : String(err),
    });
  }
  body.requestId = req.requestId;
  res.status(status).json(body);
};
