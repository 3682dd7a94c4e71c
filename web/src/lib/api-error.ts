import { messages } from '@settle/contract/messages';

/** A non-2xx answer from the API (spec §8): carries the status and the parsed body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly data: unknown,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The error for a failed response: the body's `message` when it has one, else
 * 'API 오류: {status}' (spec §8).
 */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const message =
    typeof body === 'object' &&
    body !== null &&
    'message' in body &&
    typeof body.message === 'string' &&
    body.message.trim() !== ''
      ? body.message
      : messages.apiError(status);
  return new ApiError(status, body, message);
}

/** What a person should read for any error thrown while loading data. */
export function errorMessageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
