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

/**
 * The texts for a request that got no answer at all. The API never says these (it did not
 * answer), so they live here and not in the contract's messages.
 */
export const networkMessages = {
  offline: '인터넷에 연결되어 있지 않아 요청을 보내지 못했습니다. 연결을 확인한 뒤 다시 시도해 주세요.',
  failed: '네트워크 오류로 서버의 응답을 받지 못했습니다. 연결을 확인한 뒤 다시 시도해 주세요.',
} as const;

/**
 * No answer from the API (issue 14): a write refused before sending because the browser is
 * offline (`offline`), or a request whose connection failed (it may have reached the server and
 * been applied). Not a final answer, so a money write keeps its Idempotency-Key for 다시 시도.
 */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(readonly offline: boolean) {
    super(offline ? networkMessages.offline : networkMessages.failed);
  }
}

/** What a person should read for any error thrown while loading or sending data. */
export function errorMessageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError || error instanceof NetworkError ? error.message : fallback;
}
