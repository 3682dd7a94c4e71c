import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiErrorFrom } from '../src/lib/api-error';

// Firebase Auth is the edge we cannot run here: a fake with a switchable signed-in user.
const fakeAuth = vi.hoisted(() => ({
  currentUser: null as { getIdToken: () => Promise<string> } | null,
  authStateReady: () => Promise.resolve(),
}));
vi.mock('../src/lib/firebase', () => ({ auth: fakeAuth }));

const { apiFetch, apiUrl } = await import('../src/lib/api-client');

const fetchMock = vi.fn<typeof fetch>();

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

describe('apiUrl', () => {
  it('prefixes /api and encodes defined query values only', () => {
    expect(apiUrl('/transactions', { page: 2, status: 'pending', q: undefined, search: '홍 길동' })).toBe(
      '/api/transactions?page=2&status=pending&search=%ED%99%8D+%EA%B8%B8%EB%8F%99',
    );
    expect(apiUrl('/users/me')).toBe('/api/users/me');
  });
});
