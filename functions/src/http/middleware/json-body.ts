import express, { type Request, type RequestHandler } from 'express';
import { messages } from '@settle/contract/messages';
import { AppError } from '../../lib/app-error.js';
import { originalBodyHeaders } from '../runtime-body.js';

/**
 * The API's one body reader, the same in-process and under the Cloud Functions runtime
 * (runtime-body.ts leaves the stream to it there). A body is optional; when there is one it must
 * be, checked in this order on every method and before authentication:
 * 1. not compressed (no Content-Encoding other than identity) → else 415, nothing read;
 * 2. `application/json`, UTF-8 (no charset, or charset=utf-8) → else 415, nothing read;
 * 3. at most `limitBytes` → else 413, reading stops at the limit;
 * 4. well-formed UTF-8 holding one JSON object → else 400 (a leading BOM is dropped).
 * The parsed object replaces `req.body`; no body leaves it undefined.
 */
export function jsonBody(limitBytes: number): RequestHandler[] {
  const limitKb = Math.floor(limitBytes / 1024);
  const raw = express.raw({ type: () => true, limit: limitBytes, inflate: false });
  const decoder = new TextDecoder('utf-8', { fatal: true });

  const checkHeaders: RequestHandler = (req, _res, next) => {
    if (!hasBody(req)) {
      next();
      return;
    }
    const { contentType, contentEncoding } = originalBodyHeaders(req);
    if (contentEncoding !== undefined && contentEncoding.trim().toLowerCase() !== 'identity') {
      throw new AppError('unsupported-media-type', messages.bodyEncoded);
    }
    if (!isJsonInUtf8(contentType)) throw new AppError('unsupported-media-type', messages.bodyNotJson);
    next();
  };

  // The stream reader's own refusals, in the words of the checks above.
  const readStream: RequestHandler = (req, res, next) =>
    raw(req, res, (error?: unknown) => {
      if (error === undefined) next();
      else if (hasType(error, 'entity.too.large'))
        next(new AppError('payload-too-large', messages.bodyTooLarge(limitKb)));
      else next(new AppError('invalid-argument', messages.invalidBody, { cause: error }));
    });

  const parse: RequestHandler = (req, _res, next) => {
    const bytes = bytesOf(req);
    if (bytes === undefined || bytes.length === 0) {
      req.body = undefined;
      next();
      return;
    }
    if (bytes.length > limitBytes) throw new AppError('payload-too-large', messages.bodyTooLarge(limitKb));
    let value: unknown;
    try {
      value = JSON.parse(decoder.decode(bytes));
    } catch {
      throw new AppError('invalid-argument', messages.invalidBody);
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new AppError('invalid-argument', messages.invalidBody);
    }
    req.body = value;
    next();
  };
  return [checkHeaders, readStream, parse];
}

/** Whether the request carries a body at all (as body-parser's `type-is` decides it). */
function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && Number(length) !== 0);
}

const hasType = (error: unknown, type: string) =>
  typeof error === 'object' && error !== null && 'type' in error && error.type === type;

/**
 * The body's bytes, as `express.raw` read them. A runtime that parsed the body before us (were
 * runtime-body.ts not installed) keeps them in `req.rawBody`: read those instead, by the same rules.
 */
function bytesOf(req: Request): Buffer | undefined {
  const kept = (req as { rawBody?: unknown }).rawBody;
  if (Buffer.isBuffer(kept)) return kept;
  return Buffer.isBuffer(req.body) ? req.body : undefined;
}

/** `application/json`, optionally `; charset=utf-8` (JSON is UTF-8: RFC 8259 §8.1). */
function isJsonInUtf8(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  const [mediaType = '', ...parameters] = contentType.split(';').map((part) => part.trim().toLowerCase());
  if (mediaType !== 'application/json') return false;
  return parameters.every((parameter) => {
    const [name, value = ''] = parameter.split('=').map((part) => part.trim());
    return name !== 'charset' || value.replace(/^"(.*)"$/, '$1') === 'utf-8';
  });
}
