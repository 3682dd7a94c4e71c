import express, { type Request, type RequestHandler } from 'express';
import { messages } from '@settle/contract/messages';
import { AppError } from '../../lib/app-error.js';
import { originalBodyHeaders } from '../runtime-body.js';

/**
 * The API's one body reader, the same in-process and under the Cloud Functions runtime
 * (runtime-body.ts leaves the stream to it there). GET and HEAD carry no body: one sent anyway is
 * not read (RFC 9110 gives it no meaning, and the Hosting emulator forwards its length but not
 * its bytes, so reading would wait for bytes that never come). On the other methods a body is
 * optional; when there is one it must be, checked in this order and before authentication:
 * 1. not compressed (no Content-Encoding other than identity) → else 415, nothing read;
 * 2. `application/json`, UTF-8 (no charset, or charset=utf-8) → else 415, nothing read;
 * 3. at most `limitBytes` → else 413, reading stops at the limit;
 * 4. well-formed UTF-8 holding one JSON object → else 400 (a leading BOM is dropped).
 * The parsed object replaces `req.body`; no body leaves it undefined.
 */
export function jsonBody(limitBytes: number): RequestHandler {
  const limitKb = Math.floor(limitBytes / 1024);
  const readRaw = express.raw({ type: () => true, limit: limitBytes, inflate: false });
  const decoder = new TextDecoder('utf-8', { fatal: true });

  const parse = (bytes: Buffer | undefined): unknown => {
    if (bytes === undefined || bytes.length === 0) return undefined;
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
    return value;
  };

  return (req, res, next) => {
    if (!carriesBody(req)) {
      req.body = undefined;
      next();
      return;
    }
    const { contentType, contentEncoding } = originalBodyHeaders(req);
    if (contentEncoding !== undefined && contentEncoding.trim().toLowerCase() !== 'identity') {
      throw new AppError('unsupported-media-type', messages.bodyEncoded);
    }
    if (!isJsonInUtf8(contentType)) throw new AppError('unsupported-media-type', messages.bodyNotJson);
    readRaw(req, res, (error?: unknown) => {
      if (hasType(error, 'entity.too.large')) {
        next(new AppError('payload-too-large', messages.bodyTooLarge(limitKb)));
      } else if (error !== undefined) {
        next(new AppError('invalid-argument', messages.invalidBody, { cause: error }));
      } else {
        try {
          req.body = parse(bytesOf(req));
          next();
        } catch (refusal) {
          next(refusal);
        }
      }
    });
  };
}

/** Whether the request carries a body to read: not GET or HEAD, and a length or chunks announced. */
function carriesBody(req: Request): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return false;
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
