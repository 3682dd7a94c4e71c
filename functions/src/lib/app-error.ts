import type { ErrorCode } from '@settle/contract/messages';

const statusByCode: Record<ErrorCode, number> = {
  unauthenticated: 401,
  'reauth-required': 401,
  forbidden: 403,
  'second-factor-required': 403,
  'not-found': 404,
  'invalid-argument': 400,
  conflict: 409,
  'failed-precondition': 409,
  'payload-too-large': 413,
  'unsupported-media-type': 415,
  'rate-limited': 429,
  internal: 500,
};

/** An error a person may see: a code that decides the HTTP status, and a Korean message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;

  constructor(code: ErrorCode, message: string, options: { field?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.field = options.field;
  }

  get status(): number {
    return statusByCode[this.code];
  }
}
