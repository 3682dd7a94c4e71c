import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { parseKorean } from '@settle/contract/validation';
import { AppError } from '../../lib/app-error.js';

/**
 * Parses the body with a contract schema; 400 with a Korean message naming the field
 * otherwise. The parsed (trimmed, typed) value replaces the raw body.
 */
export function validateBody(schema: z.ZodType): RequestHandler {
  return (req, _res, next) => {
    const result = parseKorean(schema, req.body ?? {});
    if (!result.success) {
      const { message, field } = result;
      throw new AppError('invalid-argument', message, field === undefined ? {} : { field });
    }
    req.body = result.data;
    next();
  };
}
