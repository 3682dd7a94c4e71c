import { API_PREFIX } from '@settle/contract/api';
import { messages } from '@settle/contract/messages';
import { ApiError, apiErrorFrom } from './api-error';
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
 * Calls the API and returns the `data` field of the success body (spec §7), unparsed: each
 * feature's api/ file parses it with the contract schema. Throws ApiError on non-2xx.
 */
export async function apiFetch(path: string, options: ApiRequestOptions = {}): Promise<unknown> {
  const { method = 'GET', body, query, signal } = options;
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (options.auth !== false) headers.set('Authorization', `Bearer ${await idToken()}`);

  const response = await fetch(apiUrl(path, query), {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    ...(signal ? { signal } : {}),
  });
  const json = await readJson(response);
  if (!response.ok) throw apiErrorFrom(response.status, json);
  return typeof json === 'object' && json !== null && 'data' in json ? json.data : undefined;
}
