import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiErrorFrom, errorMessageOf, NetworkError } from '../src/lib/api-error';
import { fakeAuth } from './fake-auth';

vi.mock('../src/lib/firebase', async () => ({ auth: (await import('./fake-auth')).fakeAuth }));

const { apiFetch, apiUrl } = await import('../src/lib/api-client');

const fetchMock = vi.fn<typeof fetch>();
/** The browser's idea of the connection (Node has no navigator). */
const fakeNavigator = { onLine: true };

const OFFLINE_MESSAGE =
  '인터넷에 연결되어 있지 않아 요청을 보내지 못했습니다. 연결을 확인한 뒤 다시 시도해 주세요.';
const NETWORK_MESSAGE = '네트워크 오류로 서버의 응답을 받지 못했습니다. 연결을 확인한 뒤 다시 시도해 주세요.';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => {
  fakeAuth.currentUser = { getIdToken: () => Promise.resolve('id-token-1') };
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  fakeNavigator.onLine = true;
  vi.stubGlobal('navigator', fakeNavigator);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiErrorFrom', () => {
  it('takes the message from the response body and keeps status and data', () => {
    const body = { message: '회원 정보가 없습니다.', code: 'not-found' };
    const error = apiErrorFrom(404, body);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('회원 정보가 없습니다.');
    expect(error.status).toBe(404);
    expect(error.data).toEqual(body);
  });

  it("falls back to 'API 오류: {status}' when the body has no usable message", () => {
    expect(apiErrorFrom(502, null).message).toBe('API 오류: 502');
    expect(apiErrorFrom(500, { message: '' }).message).toBe('API 오류: 500');
    expect(apiErrorFrom(500, { message: 42 }).message).toBe('API 오류: 500');
    expect(apiErrorFrom(418, 'teapot').message).toBe('API 오류: 418');
  });
});

describe('apiFetch', () => {
  it('sends the ID token as a Bearer header and returns the data field', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { value: 1350.25 } }));

    await expect(apiFetch('/main/exchangeRate')).resolves.toEqual({ value: 1350.25 });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/main/exchangeRate');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer id-token-1');
    expect(init?.method).toBe('GET');
  });

  it('sends a JSON body on writes', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { ok: true } }));

    await apiFetch('/users/me', { method: 'PATCH', body: { name: '홍길동' } });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"name":"홍길동"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('throws an ApiError carrying the server message, status and body on non-2xx', async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { message: '이미 처리된 거래입니다.', code: 'conflict' }));

    const error = await apiFetch('/transactions/t1', { method: 'PATCH', body: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: '이미 처리된 거래입니다.',
      data: { code: 'conflict' },
    });
  });

  it("uses 'API 오류: {status}' when the error body is not JSON", async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad Gateway</html>', { status: 502 }));

    await expect(apiFetch('/users/me')).rejects.toMatchObject({ status: 502, message: 'API 오류: 502' });
  });

  it('refuses an authenticated call without a signed-in user, before any request', async () => {
    fakeAuth.currentUser = null;

    await expect(apiFetch('/users/me')).rejects.toMatchObject({
      status: 401,
      message: '인증되지 않은 사용자입니다',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends no token on a no-auth call', async () => {
    fakeAuth.currentUser = null;
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { valid: true } }));

    await expect(
      apiFetch('/users/validateInviteCode', { method: 'POST', body: { code: 'ABCD2345' }, auth: false }),
    ).resolves.toEqual({ valid: true });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });
});

describe('apiFetch without a connection (issue 14)', () => {
  it('refuses a write at once while the browser is offline: nothing is sent, nothing waits', async () => {
    fakeNavigator.onLine = false;
    const getIdToken = vi.fn(() => Promise.resolve('id-token-1'));
    fakeAuth.currentUser = { getIdToken };

    for (const method of ['POST', 'PATCH', 'DELETE'] as const) {
      const error = await apiFetch('/transactions', { method, body: { amount: 1, memo: '' } }).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(NetworkError);
      expect(error).toMatchObject({ offline: true, message: OFFLINE_MESSAGE });
    }
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getIdToken).not.toHaveBeenCalled();
  });

  it('still tries a read while the browser says offline (the query layer holds reads itself)', async () => {
    fakeNavigator.onLine = false;
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { value: 1 } }));

    await expect(apiFetch('/main/exchangeRate')).resolves.toEqual({ value: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('maps a failed fetch (TypeError) to the Korean network error, which may have reached the server', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await apiFetch('/transactions', { method: 'POST', body: { amount: 1, memo: '' } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ offline: false, message: NETWORK_MESSAGE });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Shown as it is, wherever an API error's message is shown.
    expect(errorMessageOf(error, '대체 문구')).toBe(NETWORK_MESSAGE);
  });

  it('maps an answer lost while its body was read, and a token refresh without network', async () => {
    const broken = new Response('{"data":');
    vi.spyOn(broken, 'text').mockRejectedValue(new TypeError('network error'));
    fetchMock.mockResolvedValue(broken);
    await expect(apiFetch('/users/me')).rejects.toBeInstanceOf(NetworkError);

    fakeAuth.currentUser = {
      getIdToken: () =>
        Promise.reject(Object.assign(new Error('net'), { code: 'auth/network-request-failed' })),
    };
    await expect(apiFetch('/transactions', { method: 'POST', body: {} })).rejects.toMatchObject({
      message: NETWORK_MESSAGE,
    });
  });

  it('leaves an aborted read an abort (a cancelled query is not a network failure)', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    fetchMock.mockRejectedValue(abort);

    await expect(apiFetch('/users/me', { signal: controller.signal })).rejects.toBe(abort);
  });
});

describe('apiUrl', () => {
  it('prefixes /api and encodes defined query values only', () => {
    expect(apiUrl('/transactions', { page: 2, status: 'pending', q: undefined, search: '홍 길동' })).toBe(
      '/api/transactions?page=2&status=pending&search=%ED%99%8D+%EA%B8%B8%EB%8F%99',
    );
    expect(apiUrl('/users/me')).toBe('/api/users/me');
  });
});
