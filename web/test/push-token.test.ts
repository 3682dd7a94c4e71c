import { describe, expect, it, vi } from 'vitest';
import type { PushTokenDeps } from '../src/lib/push/push-token';
import { FakeStorage } from './fake-storage';

// The Firebase app is not initialised in unit tests; the lifecycle gets its edges injected.
vi.mock('../src/lib/firebase', () => ({ auth: {}, usesEmulators: true }));

const { enablePushOnThisDevice, releasePushToken, syncPushToken } =
  await import('../src/lib/push/push-token');
const { readStoredPushToken, writeStoredPushToken } = await import('../src/lib/push/push-token-storage');
const { PUSH_TOKEN_KEY } = await import('../src/lib/push/push-token-key');
const { createLocalMessagingClient, LOCAL_TOKEN_KEY } =
  await import('../src/lib/push/local-messaging-client');
const { pushErrorMessage } = await import('../src/lib/push/push-error-message');
const { PushError } = await import('../src/lib/push/messaging-client');

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-03-10T00:00:00Z');

/**
 * A browser with the emulator messaging client over fake storage, and an API that keeps the
 * records it is given (ids like the server's: one per token).
 */
function browser(permission: NotificationPermission = 'granted') {
  const storage = new FakeStorage();
  const state = { permission, answer: permission as NotificationPermission };
  const server = new Map<string, string>();
  const client = createLocalMessagingClient(storage, () => state.permission);
  const deleteToken = vi.spyOn(client, 'deleteToken');
  const warn = vi.fn();
  const unregister = vi.fn(async (id: string) => {
    if (!server.delete(id)) throw new Error('404');
  });
  const deps: PushTokenDeps = {
    storage,
    client: async () => client,
    permission: () => state.permission,
    requestPermission: vi.fn(async () => {
      state.permission = state.answer;
      return state.answer;
    }),
    register: vi.fn(async (token: string) => {
      const id = `id-${token}`;
      server.set(id, token);
      return { id, timestamp: new Date(NOW).toISOString() };
    }),
    unregister,
    now: () => NOW,
    warn,
  };
  return { storage, state, server, deps, deleteToken, warn, unregister };
}

describe('turning push on (from the settings switch)', () => {
  it('with permission granted: posts the token and stores token, timestamp, id and member', async () => {
    const b = browser('default');
    b.state.answer = 'granted';
    const record = await enablePushOnThisDevice('member-1', b.deps);
    expect(record.token).toMatch(/^local-[0-9a-f-]{36}$/);
    expect(record).toEqual({
      uid: 'member-1',
      id: `id-${record.token}`,
      token: record.token,
      timestamp: new Date(NOW).toISOString(),
    });
    expect(readStoredPushToken(b.storage)).toEqual(record);
    expect([...b.server.values()]).toEqual([record.token]);
  });

  it('without permission: a logged warning, no token, and the blocked explanation', async () => {
    const b = browser('default');
    b.state.answer = 'denied';
    const failure = await enablePushOnThisDevice('member-1', b.deps).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PushError);
    expect(pushErrorMessage(failure)).toBe(
      '브라우저에서 알림이 차단되어 있습니다. 주소창의 사이트 설정에서 알림을 허용한 뒤 다시 시도해 주세요.',
    );
    expect(b.warn).toHaveBeenCalledWith('push.permission-not-granted', 'denied');
    expect(b.server.size).toBe(0);
    expect(b.storage.getItem(PUSH_TOKEN_KEY)).toBeNull();
    expect(b.storage.getItem(LOCAL_TOKEN_KEY)).toBeNull();
  });

  it('a dismissed prompt and a browser without notifications get their own explanations', async () => {
    const dismissed = browser('default');
    const error = await enablePushOnThisDevice('member-1', dismissed.deps).catch((e: unknown) => e);
    expect(pushErrorMessage(error)).toContain('권한 요청에서 ‘허용’을 선택해 주세요');

    const none = browser();
    none.deps.permission = () => undefined;
    const unsupported = await enablePushOnThisDevice('member-1', none.deps).catch((e: unknown) => e);
    expect(pushErrorMessage(unsupported)).toContain('이 브라우저는 푸시 알림을 지원하지 않습니다');
    expect(none.deps.requestPermission).not.toHaveBeenCalled();
  });

  it('explains a failed subscription and anything unknown in Korean', () => {
    expect(pushErrorMessage(new PushError('messaging/token-subscribe-failed'))).toContain(
      '등록하지 못했습니다',
    );
    expect(pushErrorMessage(new Error('boom'))).toBe('알림을 켜지 못했습니다. 잠시 후 다시 시도해 주세요.');
  });
});

describe('at app start (signed in, a token stored)', () => {
  const store = (b: ReturnType<typeof browser>, uid: string, token: string, ageDays: number) => {
    b.server.set(`id-${token}`, token);
    writeStoredPushToken(b.storage, {
      uid,
      id: `id-${token}`,
      token,
      timestamp: new Date(NOW - ageDays * DAY).toISOString(),
    });
  };

  it('a token younger than 7 days is left alone', async () => {
    const b = browser();
    store(b, 'member-1', 'local-a', 6);
    expect(await syncPushToken('member-1', b.deps)).toBe('fresh');
    expect(b.deps.register).not.toHaveBeenCalled();
  });

  it('a token older than 7 days is renewed: the new one posted, the old record deleted', async () => {
    const b = browser();
    store(b, 'member-1', 'local-old', 8);
    expect(await syncPushToken('member-1', b.deps)).toBe('renewed');
    const renewed = readStoredPushToken(b.storage);
    expect(renewed?.token).not.toBe('local-old');
    expect(renewed?.timestamp).toBe(new Date(NOW).toISOString());
    expect([...b.server.keys()]).toEqual([renewed?.id]);
  });

  it('renewing to the same token refreshes it and deletes nothing', async () => {
    const b = browser();
    b.storage.setItem(LOCAL_TOKEN_KEY, 'local-same');
    store(b, 'member-1', 'local-same', 30);
    expect(await syncPushToken('member-1', b.deps)).toBe('renewed');
    expect(b.unregister).not.toHaveBeenCalled();
    expect([...b.server.keys()]).toEqual(['id-local-same']);
  });

  it('a token left by another member is invalidated and a fresh one registered for this member', async () => {
    const b = browser();
    b.storage.setItem(LOCAL_TOKEN_KEY, 'local-theirs');
    store(b, 'member-1', 'local-theirs', 1);
    expect(await syncPushToken('member-2', b.deps)).toBe('reassigned');
    expect(b.deleteToken).toHaveBeenCalledOnce();
    const mine = readStoredPushToken(b.storage);
    expect(mine?.uid).toBe('member-2');
    expect(mine?.token).not.toBe('local-theirs');
    // Their record cannot be deleted with this member's session (the server drops it once FCM
    // reports the invalidated token dead).
    expect(b.unregister).not.toHaveBeenCalled();
  });

  it('permission withdrawn since: the token is deleted and forgotten', async () => {
    const b = browser();
    store(b, 'member-1', 'local-a', 1);
    b.state.permission = 'denied';
    expect(await syncPushToken('member-1', b.deps)).toBe('released');
    expect(b.server.size).toBe(0);
    expect(readStoredPushToken(b.storage)).toBeNull();
    expect(b.warn).toHaveBeenCalledWith('push.permission-not-granted', 'denied');
  });

  it('a failure is logged only', async () => {
    const b = browser();
    store(b, 'member-1', 'local-a', 9);
    b.deps.register = async () => {
      throw new Error('offline');
    };
    expect(await syncPushToken('member-1', b.deps)).toBe('failed');
    expect(b.warn).toHaveBeenCalledWith('push.token-sync-failed', expect.any(Error));
  });
});

describe('signing out', () => {
  it('deletes the record, invalidates the token and forgets it', async () => {
    const b = browser();
    const record = await enablePushOnThisDevice('member-1', b.deps);
    await releasePushToken(b.deps);
    expect(b.server.has(record.id)).toBe(false);
    expect(b.deleteToken).toHaveBeenCalledOnce();
    expect(b.storage.getItem(PUSH_TOKEN_KEY)).toBeNull();
    expect(b.storage.getItem(LOCAL_TOKEN_KEY)).toBeNull();
  });

  it('still forgets the token when the API call fails (logged only)', async () => {
    const b = browser();
    await enablePushOnThisDevice('member-1', b.deps);
    b.server.clear();
    await releasePushToken(b.deps);
    expect(b.warn).toHaveBeenCalledWith('push.token-delete-failed', expect.any(Error));
    expect(readStoredPushToken(b.storage)).toBeNull();
  });
});

describe('the emulator messaging client', () => {
  it('keeps one token until it is deleted', async () => {
    const storage = new FakeStorage();
    const client = createLocalMessagingClient(storage, () => 'granted');
    const first = await client.getToken();
    expect(await client.getToken()).toBe(first);
    await client.deleteToken();
    expect(await client.getToken()).not.toBe(first);
  });
});
