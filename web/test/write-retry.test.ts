import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../src/lib/api-error';
import { canRetryWrite, retryOf } from '../src/lib/write-retry';

describe('canRetryWrite / retryOf', () => {
  it('offers 다시 시도 for no answer and server errors only (where the key is kept)', () => {
    const retry = () => undefined;
    expect(canRetryWrite(new NetworkError(true))).toBe(true);
    expect(canRetryWrite(new NetworkError(false))).toBe(true);
    expect(canRetryWrite(new ApiError(503, null, '오류'))).toBe(true);
    expect(canRetryWrite(new ApiError(400, null, '오류'))).toBe(false);
    expect(canRetryWrite(new ApiError(409, null, '이미 처리된 거래입니다.'))).toBe(false);
    expect(canRetryWrite(new Error('parse'))).toBe(false);
    expect(retryOf(new NetworkError(true), retry)).toBe(retry);
    expect(retryOf(new ApiError(404, null, '없음'), retry)).toBeUndefined();
  });
});
