import { QueryObserver } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
} from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../src/lib/query-client';
import {
  createSessionPersister,
  persistOptions,
  PERSIST_MAX_AGE_MS,
  QUERY_CACHE_STORAGE_KEY,
  type StorageLike,
} from '../src/lib/query-persistence';
import { FakeStorage } from './fake-storage';

const ME_KEY = ['users', '/users/me'] as const;
const BUILD = 'build-1';

/** A persisted client told apart by its timestamp. */
function client(timestamp: number): PersistedClient {
  return { timestamp, buster: BUILD, clientState: { queries: [], mutations: [] } };
}

function setup(storage: StorageLike = new FakeStorage()) {
  const account = { uid: 'uid-a' as string | null };
  const persister = createSessionPersister({
    storage: () => storage,
    owner: () => account.uid,
    ownerReady: () => Promise.resolve(),
  });
  return { storage, account, persister };
}

function stored(storage: FakeStorage): unknown {
  const raw = storage.getItem(QUERY_CACHE_STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('session storage persister', () => {
  it('writes the latest copy once per second, tagged with the signed-in account', () => {
    vi.useFakeTimers();
    const storage = new FakeStorage();
    const { persister } = setup(storage);

    persister.persistClient(client(1));
    persister.persistClient(client(2));
    vi.advanceTimersByTime(999);
    expect(stored(storage)).toBeNull();

    vi.advanceTimersByTime(1);
    expect(stored(storage)).toEqual({ owner: 'uid-a', client: client(2) });
  });

  it('flush writes a pending copy at once (pagehide), and nothing when none is pending', () => {
    vi.useFakeTimers();
    const storage = new FakeStorage();
    const { persister } = setup(storage);
    persister.flush();
    expect(stored(storage)).toBeNull();

    persister.persistClient(client(1));
    persister.flush();
    expect(stored(storage)).toEqual({ owner: 'uid-a', client: client(1) });
  });

  it("restores the copy for the account that wrote it, never for another one (and drops the other's)", async () => {
    const storage = new FakeStorage();
    const { persister, account } = setup(storage);
    persister.persistClient(client(1));
    persister.flush();

    await expect(persister.restoreClient()).resolves.toEqual(client(1));

    account.uid = 'uid-b';
    await expect(persister.restoreClient()).resolves.toBeUndefined();
    expect(stored(storage)).toBeNull();
  });

  it('waits for the first auth state before deciding whose copy it is', async () => {
    const storage = new FakeStorage();
    storage.setItem(QUERY_CACHE_STORAGE_KEY, JSON.stringify({ owner: 'uid-a', client: client(1) }));
    let uid: string | null = null;
    let ready: () => void = () => undefined;
    const persister = createSessionPersister({
      storage: () => storage,
      owner: () => uid,
      ownerReady: () => new Promise<void>((resolve) => (ready = resolve)),
    });

    const restoring = persister.restoreClient();
    uid = 'uid-a'; // Firebase restores the session…
    ready(); // …then reports its first auth state.
    await expect(restoring).resolves.toEqual(client(1));
  });

  it('keeps nothing while signed out: a write removes the copy instead', () => {
    const storage = new FakeStorage();
    const { persister, account } = setup(storage);
    persister.persistClient(client(1));
    persister.flush();

    account.uid = null;
    persister.persistClient(client(2));
    persister.flush();
    expect(stored(storage)).toBeNull();
  });

  it('removeClient drops the copy and a write still pending (logout, user change)', () => {
    vi.useFakeTimers();
    const storage = new FakeStorage();
    const { persister } = setup(storage);
    persister.persistClient(client(1));
    persister.flush();
    persister.persistClient(client(2));

    persister.removeClient();
    vi.advanceTimersByTime(5_000);
    expect(stored(storage)).toBeNull();
  });

  it('discards a copy that is not JSON or not a persisted client', async () => {
    const storage = new FakeStorage();
    const { persister } = setup(storage);
    for (const raw of ['{not json', '"text"', JSON.stringify({ owner: 'uid-a', client: { timestamp: 1 } })]) {
      storage.setItem(QUERY_CACHE_STORAGE_KEY, raw);
      await expect(persister.restoreClient()).resolves.toBeUndefined();
      expect(stored(storage)).toBeNull();
    }
  });

  it('survives storage that is unavailable (private mode): nothing kept, nothing thrown', async () => {
    const persister = createSessionPersister({
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      owner: () => 'uid-a',
    });
    persister.persistClient(client(1));
    expect(() => persister.flush()).not.toThrow();
    await expect(persister.restoreClient()).resolves.toBeUndefined();
    expect(() => persister.removeClient()).not.toThrow();
  });

  it('drops the old copy when the new one does not fit (quota), rather than keep an older one', async () => {
    const storage = new FakeStorage();
    const { persister } = setup(storage);
    persister.persistClient(client(1));
    persister.flush();

    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    persister.persistClient(client(2));
    expect(() => persister.flush()).not.toThrow();
    expect(stored(storage)).toBeNull();
    await expect(persister.restoreClient()).resolves.toBeUndefined();
  });
});

describe('restoring the query cache after a reload', () => {
  async function persistFromFirstPage(storage: FakeStorage) {
    const { persister } = setup(storage);
    const first = createQueryClient();
    await first.fetchQuery({ queryKey: ME_KEY, queryFn: () => ({ name: '김정산', assets: 1 }) });
    await first
      .fetchQuery({
        queryKey: ['main', '/main/dashboardData'],
        queryFn: () => Promise.reject(new Error('503')),
        retry: false,
      })
      .catch(() => undefined);
    await persistQueryClientSave({ queryClient: first, ...persistOptions(persister, BUILD) });
    persister.flush();
    first.clear();
    return persister;
  }

  it('shows the saved answer at once, then refetches it once in the background', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T00:00:00Z'));
    const storage = new FakeStorage();
    const persister = await persistFromFirstPage(storage);

    vi.setSystemTime(new Date('2026-11-22T00:00:10Z')); // reloaded 10 s later: older than staleTime
    const second = createQueryClient();
    await persistQueryClientRestore({ queryClient: second, ...persistOptions(persister, BUILD) });

    // Only the successful answer came back; the failed one is fetched afresh.
    expect(second.getQueryData(ME_KEY)).toEqual({ name: '김정산', assets: 1 });
    expect(second.getQueryState(['main', '/main/dashboardData'])).toBeUndefined();

    const queryFn = vi.fn(() => Promise.resolve({ name: '김정산', assets: 2 }));
    const observer = new QueryObserver(second, { queryKey: ME_KEY, queryFn });
    const firstPaint = observer.getCurrentResult();
    expect(firstPaint.status).toBe('success');
    expect(firstPaint.data).toEqual({ name: '김정산', assets: 1 });
    expect(firstPaint.isStale).toBe(true);

    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ name: '김정산', assets: 2 }));
    expect(queryFn).toHaveBeenCalledTimes(1);

    // Restoring again (a second provider mount) never puts the older copy over the fresh answer.
    await persistQueryClientRestore({ queryClient: second, ...persistOptions(persister, BUILD) });
    expect(second.getQueryData(ME_KEY)).toEqual({ name: '김정산', assets: 2 });
    unsubscribe();
    second.clear();
  });

  it('does not refetch an answer restored within its 5 s of freshness', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T00:00:00Z'));
    const storage = new FakeStorage();
    const persister = await persistFromFirstPage(storage);

    vi.setSystemTime(new Date('2026-11-22T00:00:02Z'));
    const second = createQueryClient();
    await persistQueryClientRestore({ queryClient: second, ...persistOptions(persister, BUILD) });
    const queryFn = vi.fn(() => Promise.resolve({ name: '김정산', assets: 2 }));
    const observer = new QueryObserver(second, { queryKey: ME_KEY, queryFn });
    const unsubscribe = observer.subscribe(() => undefined);

    expect(observer.getCurrentResult().data).toEqual({ name: '김정산', assets: 1 });
    expect(observer.getCurrentResult().fetchStatus).toBe('idle');
    expect(queryFn).not.toHaveBeenCalled();
    unsubscribe();
    second.clear();
  });

  it('discards a copy from another build or older than the maximum age', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T00:00:00Z'));
    const storage = new FakeStorage();

    let persister = await persistFromFirstPage(storage);
    const otherBuild = createQueryClient();
    await persistQueryClientRestore({ queryClient: otherBuild, ...persistOptions(persister, 'build-2') });
    expect(otherBuild.getQueryData(ME_KEY)).toBeUndefined();
    expect(stored(storage)).toBeNull();

    persister = await persistFromFirstPage(storage);
    vi.setSystemTime(Date.now() + PERSIST_MAX_AGE_MS + 1);
    const late = createQueryClient();
    await persistQueryClientRestore({ queryClient: late, ...persistOptions(persister, BUILD) });
    expect(late.getQueryData(ME_KEY)).toBeUndefined();
    expect(stored(storage)).toBeNull();
  });

  it('never keeps mutations (a money write must not be replayed from storage)', () => {
    const { persister } = setup();
    const { dehydrateOptions } = persistOptions(persister, BUILD);
    const paused = { state: { isPaused: true } } as Parameters<
      NonNullable<NonNullable<typeof dehydrateOptions>['shouldDehydrateMutation']>
    >[0];
    expect(dehydrateOptions?.shouldDehydrateMutation?.(paused)).toBe(false);
  });
});
