import { ApiError, NetworkError } from './api-error';

/** The label of the action that sends a failed write again (issue 14). */
export const RETRY_LABEL = '다시 시도';

/**
 * Whether a failed write may be sent again as the same action: no answer came (offline, a lost
 * connection) or the server failed (5xx). useApiMutation keeps the Idempotency-Key for exactly
 * these (see isFinalAnswer), so sending the same variables again cannot apply it twice: the server
 * answers a repeat of an applied request with its first answer. A refusal (4xx) is final: trying
 * again would only be refused again.
 */
export function canRetryWrite(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
}

/** `retry` when the error allows a retry (canRetryWrite), else undefined: for a 다시 시도 action. */
export function retryOf(error: unknown, retry: () => void): (() => void) | undefined {
  return canRetryWrite(error) ? retry : undefined;
}
