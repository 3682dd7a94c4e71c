import { API_PREFIX } from '@settle/contract/api';
import { messages } from '@settle/contract/messages';
import { ApiError, apiErrorFrom, NetworkError } from './api-error';
import { auth } from './firebase';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export type QueryParams = Record<string, string | number | boolean | undefined>;

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  query?: QueryParams;
  headers?: Record<string, string>;
  /** Send the signed-in user's ID token (default). `false` for the few no-auth calls (spec §7). */
  auth?: boolean;
  signal?: AbortSignal;
}

/** '/users/me' + { page: 2 } → '/api/users/me?page=2' */
export function apiUrl(path: string, query?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_PREFIX}${path}${qs ? `?${qs}` : ''}`;
}

/** The signed-in user's Firebase ID token (401 ApiError when nobody is signed in). */
export async function idToken(): Promise<string> {
  // Before the first auth state is known currentUser is null even for a signed-in user.
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) throw new ApiError(401, null, messages.unauthenticated);
  return user.getIdToken();
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Whether an error means "no answer came": fetch rejects with a TypeError when the connection
 * fails or is lost (an abort is a DOMException, not one), Firebase Auth with this code when it
 * cannot refresh the ID token.
 */
function isNoAnswer(error: unknown): boolean {
  return (
    error instanceof TypeError ||
    (typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/network-request-failed')
  );
}

/**
 * Calls the API and returns the `data` field of the success body (spec §7), unparsed: each
 * feature's api/ file parses it with the contract schema. Throws ApiError on non-2xx, and
 * NetworkError when no answer came.
 *
 * A write is never kept to be sent later (issue 14): while the browser is offline it is refused
 * at once, before anything is sent, and the person decides whether to send it again. Reads are
 * not refused (TanStack Query already holds them while offline, and a browser that wrongly
 * believes it is offline still gets its data).
 */
export async function apiFetch(path: string, options: ApiRequestOptions = {}): Promise<unknown> {
  const { method = 'GET', body, query, signal } = options;
  if (method !== 'GET' && !navigator.onLine) throw new NetworkError(true);
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  if (body !== undefined) headers.set('Content-Type', 'application/json');

  let response: Response;
  let json: unknown;
  try {
    if (options.auth !== false) headers.set('Authorization', `Bearer ${await idToken()}`);
    response = await fetch(apiUrl(path, query), {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
    });
    json = await readJson(response);
  } catch (error) {
    if (isNoAnswer(error) && !signal?.aborted) throw new NetworkError(false);
    throw error;
  }
  if (!response.ok) throw apiErrorFrom(response.status, json);
  return typeof json === 'object' && json !== null && 'data' in json ? json.data : undefined;
}
