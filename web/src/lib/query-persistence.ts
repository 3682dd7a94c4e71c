import type { Query } from '@tanstack/react-query';
import type {
  PersistedClient,
  Persister,
  PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';

/**
 * spec §7: GET answers are kept in session storage, so a reload shows the last answers at once
 * while they are fetched again in the background (they are older than the 5 s staleTime).
 *
 * A hand-written Persister because @tanstack/query-sync-storage-persister pins another
 * query-core version. Two things it adds for a money app:
 * - The stored copy names the account it belongs to, and is restored only for that account.
 *   Clearing the cache on logout and on a user change covers what happens while the tab is open;
 *   this covers a copy left in a tab's session storage by an account that is no longer signed in
 *   (a tab restored after someone else signed in elsewhere).
 * - Storage can be missing or full (private mode, quota): every access is guarded, and a copy that
 *   cannot be written is dropped rather than left behind older than the cache.
 */

export const QUERY_CACHE_STORAGE_KEY = 'settle.query-cache';

/** Writes are throttled: the cache changes on every fetch, the copy only needs the latest. */
export const PERSIST_THROTTLE_MS = 1_000;

/**
 * A copy older than this is not shown: after half an hour away a skeleton is better than a
 * balance that may be far off, even for the moment before the refetch replaces it.
 */
export const PERSIST_MAX_AGE_MS = 30 * 60 * 1_000;

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionPersisterOptions {
  /** Returns the storage; may throw (e.g. `window.sessionStorage` in some private modes). */
  storage: () => StorageLike;
  /** Who the cached answers belong to (the uid), null when nobody is signed in. */
  owner: () => string | null;
  /** Resolves once `owner()` is known (Firebase's first auth state), before a restore. */
  ownerReady?: () => Promise<void>;
  key?: string;
  throttleMs?: number;
}

export interface SessionPersister extends Persister {
  /** Writes a pending copy now (e.g. on `pagehide`, so a reload does not lose the last second). */
  flush: () => void;
}

interface StoredCache {
  owner: string;
  client: PersistedClient;
}

function isStoredCache(value: unknown): value is StoredCache {
  if (typeof value !== 'object' || value === null) return false;
  const { owner, client } = value as Partial<Record<keyof StoredCache, unknown>>;
  if (typeof owner !== 'string' || typeof client !== 'object' || client === null) return false;
  const { timestamp, buster, clientState } = client as Partial<Record<keyof PersistedClient, unknown>>;
  return (
    typeof timestamp === 'number' &&
    typeof buster === 'string' &&
    typeof clientState === 'object' &&
    clientState !== null &&
    Array.isArray((clientState as { queries?: unknown }).queries)
  );
}

export function createSessionPersister({
  storage,
  owner,
  ownerReady,
  key = QUERY_CACHE_STORAGE_KEY,
  throttleMs = PERSIST_THROTTLE_MS,
}: SessionPersisterOptions): SessionPersister {
  /** The next copy to write: a cache, or null to remove the copy (signed out). */
  let pending: StoredCache | null | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const remove = () => {
    try {
      storage().removeItem(key);
    } catch {
      // No storage: nothing is kept anyway.
    }
  };

  const write = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const next = pending;
    pending = undefined;
    if (next === undefined) return;
    if (next === null) {
      remove();
      return;
    }
    try {
      storage().setItem(key, JSON.stringify(next));
    } catch {
      remove();
    }
  };

  return {
    persistClient(client) {
      const uid = owner();
      pending = uid === null ? null : { owner: uid, client };
      timer ??= setTimeout(write, throttleMs);
    },

    async restoreClient() {
      await ownerReady?.();
      let raw: string | null;
      try {
        raw = storage().getItem(key);
      } catch {
        return undefined;
      }
      if (raw === null) return undefined;
      let stored: unknown;
      try {
        stored = JSON.parse(raw);
      } catch {
        stored = undefined;
      }
      const uid = owner();
      if (!isStoredCache(stored) || uid === null || stored.owner !== uid) {
        remove();
        return undefined;
      }
      return stored.client;
    },

    removeClient() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
      remove();
    },

    flush: write,
  };
}

/** Only answers that succeeded are kept: an error is never shown again after a reload. */
export function shouldPersistQuery(query: Pick<Query, 'state'>): boolean {
  return query.state.status === 'success';
}

/**
 * The options for PersistQueryClientProvider (and the tests, so both use the same rules).
 * Mutations are never kept: a money write must not be replayed from storage after a reload.
 * `buster` discards a copy written by another build, whose answers may have another shape.
 */
export function persistOptions(
  persister: Persister,
  buster: string,
): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister,
    buster,
    maxAge: PERSIST_MAX_AGE_MS,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false },
  };
}
