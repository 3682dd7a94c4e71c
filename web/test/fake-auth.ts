/**
 * Firebase Auth is the edge the unit tests cannot run: a stand-in for lib/firebase's `auth` with
 * a switchable signed-in user, always ready. A test file mocks the module with it and signs in:
 *
 *   vi.mock('../src/lib/firebase', async () => ({ auth: (await import('./fake-auth')).fakeAuth }));
 *   signInAs('admin-token');
 */
export interface FakeUser {
  getIdToken: () => Promise<string>;
}

export const fakeAuth = {
  currentUser: null as FakeUser | null,
  authStateReady: () => Promise.resolve(),
};

/** The signed-in user's ID token from now on; null signs out. */
export function signInAs(token: string | null): void {
  fakeAuth.currentUser = token === null ? null : { getIdToken: () => Promise.resolve(token) };
}
