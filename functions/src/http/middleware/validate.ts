import type { RequestHandler, RequestParamHandler, Response } from 'express';
import type { z } from 'zod/mini';
import { docIdSchema } from '@settle/contract/amounts';
import { parseKorean } from '@settle/contract/validation';
import { AppError } from '../../lib/app-error.js';

/**
 * Parses the body with a contract schema; 400 with a Korean message naming the field
 * otherwise. The parsed (trimmed, typed) value replaces the raw body.
 */
export function validateBody(schema: z.ZodMiniType): RequestHandler {
  return (req, _res, next) => {
    req.body = parseOr400(schema, req.body ?? {});
    next();
  };
}

/**
 * Parses the query string with a contract schema (numbers arrive as strings: schemas coerce);
 * 400 in Korean otherwise. Express 5's `req.query` is a read-only getter, so the parsed value
 * goes to `res.locals.query`: read it with `validatedQuery`.
 */
export function validateQuery(schema: z.ZodMiniType): RequestHandler {
  return (req, res, next) => {
    res.locals.query = parseOr400(schema, req.query);
    next();
  };
}

/** The query parsed by `validateQuery(schema)` earlier in the chain, typed by that schema. */
export function validatedQuery<S extends z.ZodMiniType>(res: Response, _schema: S): z.output<S> {
  if (!('query' in res.locals)) throw new Error('validatedQuery used without validateQuery');
  return res.locals.query as z.output<S>;
}

function parseOr400(schema: z.ZodMiniType, input: unknown): unknown {
  const result = parseKorean(schema, input);
  if (!result.success) {
    const { message, field } = result;
    throw new AppError('invalid-argument', message, field === undefined ? {} : { field });
  }
  return result.data;
}

/**
 * `router.param('id', checkIdParam(messages.xNotFound))`: an `:id` no document can have ('a/b',
 * '..', '__x__', too long, spaces around) is the resource's 404 before any read; Firestore
 * would otherwise throw (a 500).
 */
export function checkIdParam(notFound: string): RequestParamHandler {
  return (_req, _res, next, value: unknown) => {
    if (typeof value !== 'string' || value.trim() !== value || !docIdSchema.safeParse(value).success) {
      throw new AppError('not-found', notFound);
    }
    next();
  };
}
