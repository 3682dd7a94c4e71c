import { IDEMPOTENCY_HEADER } from '@settle/contract/api';
import { MutationObserver, onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../src/lib/api-error';
import { IdempotencyKeys, isFinalAnswer } from '../src/lib/idempotency-key';
import { signInAs } from './fake-auth';

/**
 * Issue 14, item 9: a write issued offline used to be paused by TanStack Query and sent when the
 * connection came back, behind the person's back. Now it fails at once, nothing is kept to be
 * sent later, and sending it again is the person's 다시 시도 with the same Idempotency-Key.
 */

vi.mock('../src/lib/firebase', async () => ({ auth: (await import('./fake-auth')).fakeAuth }));
signInAs('id-token-1');

const { createQueryClient } = await import('../src/lib/query-client');
const { apiMutationOptions } = await import('../src/lib/use-api-mutation');

interface Body {
  amount: number;
  memo: string;
}

const BODY: Body = { amount: 12.34, memo: '3월 매출' };

const createTransaction = {
  method: 'POST',
  path: '/transactions',
  body: (body: Body) => body,
  parse: (data: unknown) => data,
  idempotent: true,
} as const;

const fetchMock = vi.fn<typeof fetch>();
const fakeNavigator = { onLine: true };

/** The browser goes offline or comes back: what it reports and what TanStack hears. */
function setOnline(online: boolean): void {
  fakeNavigator.onLine = online;
  onlineManager.setOnline(online);
}

function created(): Response {
  return new Response(JSON.stringify({ data: { id: 't1' } }), { status: 201 });
}

/** The Idempotency-Key of every request that was sent. */
function sentKeys(): (string | null)[] {
  return fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get(IDEMPOTENCY_HEADER));
}

/** The promise's outcome, or 'still waiting' when it has not settled within `ms`. */
async function outcomeWithin(promise: Promise<unknown>, ms: number): Promise<unknown> {
  return Promise.race([
    promise.then(
      (value: unknown) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    new Promise((resolve) => setTimeout(() => resolve('still waiting'), ms)),
  ]);
}

/** The transaction list on screen, whose request never gets an answer (the connection went). */
function listThatNeverAnswers(client: QueryClient) {
  const list = new QueryObserver(client, {
    queryKey: ['transactions', '/transactions'],
    queryFn: () => new Promise<never>(() => undefined),
  });
  return { list, unsubscribe: list.subscribe(() => undefined) };
}

/** The app's query client, mounted as QueryClientProvider mounts it, and one form's mutation. */
function setup(client: QueryClient = createQueryClient()) {
  client.mount();
  let made = 0;
  const keys = new IdempotencyKeys(() => `key-${++made}`);
  const observer = new MutationObserver(client, apiMutationOptions(createTransaction, client, keys));
  return { client, observer };
}

let clients: QueryClient[] = [];

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('navigator', fakeNavigator);
  setOnline(true);
  clients = [];
});

afterEach(() => {
  for (const client of clients) {
    client.clear();
    client.unmount();
  }
  setOnline(true);
  vi.unstubAllGlobals();
});

describe('a write issued offline', () => {
  it('fails at once with the Korean offline message, without a request', async () => {
    const { client, observer } = setup();
    clients.push(client);
    setOnline(false);

    const outcome = await outcomeWithin(observer.mutate(BODY), 1_000);

    expect(outcome).toEqual({ error: expect.any(NetworkError) });
    expect((outcome as { error: NetworkError }).error.message).toBe(
      '인터넷에 연결되어 있지 않아 요청을 보내지 못했습니다. 연결을 확인한 뒤 다시 시도해 주세요.',
    );
    expect(observer.getCurrentResult()).toMatchObject({ status: 'error', isPending: false, isPaused: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves nothing paused to be sent when the connection returns', async () => {
    const { client, observer } = setup();
    clients.push(client);
    setOnline(false);
    await observer.mutate(BODY).catch(() => undefined);

    expect(
      client
        .getMutationCache()
        .getAll()
        .filter((mutation) => mutation.state.isPaused),
    ).toEqual([]);
    setOnline(true);
    await client.resumePausedMutations();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fails at once even while a read of the same screen is still on its way', async () => {
    const { client, observer } = setup();
    clients.push(client);
    // The list the write refreshes: a request sent before the connection went, not answered.
    const { list, unsubscribe } = listThatNeverAnswers(client);
    expect(list.getCurrentResult().fetchStatus).toBe('fetching');

    setOnline(false);
    expect(await outcomeWithin(observer.mutate(BODY), 1_000)).toEqual({ error: expect.any(NetworkError) });
    // Online, with the answer lost: the same.
    setOnline(true);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await outcomeWithin(observer.mutate(BODY), 1_000)).toEqual({ error: expect.any(NetworkError) });
    unsubscribe();
  });

  it('is over once its answer is in, even when the lists it refreshes cannot load (the connection went)', async () => {
    const { client, observer } = setup();
    clients.push(client);
    // The list the write refreshes never answers, as when the connection drops right after.
    const { unsubscribe } = listThatNeverAnswers(client);
    fetchMock.mockResolvedValueOnce(created());
    expect(await outcomeWithin(observer.mutate(BODY), 1_000)).toEqual({ value: expect.anything() });
    expect(observer.getCurrentResult().isPending).toBe(false);
    unsubscribe();
  });

  it("would wait and be sent later with TanStack's default networkMode (the defect this guards)", async () => {
    const { client, observer } = setup(new QueryClient({ defaultOptions: { mutations: { retry: false } } }));
    clients.push(client);
    fetchMock.mockResolvedValue(created());
    setOnline(false);

    expect(await outcomeWithin(observer.mutate(BODY), 200)).toBe('still waiting');
    expect(observer.getCurrentResult()).toMatchObject({ isPending: true, isPaused: true });

    setOnline(true);
    await expect.poll(() => fetchMock.mock.calls.length).toBe(1);
  });
});

describe('trying the same write again (다시 시도)', () => {
  it('reuses the key after an offline refusal and a network failure, and makes a new one after the answer', async () => {
    const { client, observer } = setup();
    clients.push(client);

    setOnline(false);
    await expect(observer.mutate(BODY)).rejects.toBeInstanceOf(NetworkError);
    setOnline(true);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(observer.mutate(BODY)).rejects.toMatchObject({
      message: '네트워크 오류로 서버의 응답을 받지 못했습니다. 연결을 확인한 뒤 다시 시도해 주세요.',
    });
    fetchMock.mockResolvedValueOnce(created());
    await expect(observer.mutate(BODY)).resolves.toEqual({ id: 't1' });
    // The refused try sent nothing; the lost one and the retry carried the same key.
    expect(sentKeys()).toEqual(['key-1', 'key-1']);

    // Answered: the same body again is a second payment, a new action with a new key.
    fetchMock.mockResolvedValueOnce(created());
    await observer.mutate(BODY);
    expect(sentKeys()).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('reuses the key after a 5xx, and makes a new one after a refusal or for another body', async () => {
    const { client, observer } = setup();
    clients.push(client);
    const answer = (status: number) =>
      new Response(JSON.stringify({ message: '오류', code: 'internal' }), { status });

    fetchMock.mockResolvedValueOnce(answer(503)).mockResolvedValueOnce(answer(400));
    await expect(observer.mutate(BODY)).rejects.toMatchObject({ status: 503 });
    await expect(observer.mutate(BODY)).rejects.toMatchObject({ status: 400 });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(created());
    await expect(observer.mutate(BODY)).rejects.toBeInstanceOf(NetworkError);
    await observer.mutate({ ...BODY, memo: '고친 메모' });

    expect(sentKeys()).toEqual(['key-1', 'key-1', 'key-2', 'key-3']);
  });
});

describe('IdempotencyKeys', () => {
  it('keeps one key per action until a final answer', () => {
    let made = 0;
    const keys = new IdempotencyKeys(() => `key-${++made}`);
    expect(keys.keyFor('POST /transactions', BODY)).toBe('key-1');
    expect(keys.keyFor('POST /transactions', { ...BODY })).toBe('key-1');
    expect(keys.keyFor('POST /transactions', { ...BODY, amount: 1 })).toBe('key-2');
    keys.settle();
    expect(keys.keyFor('POST /transactions', { ...BODY, amount: 1 })).toBe('key-3');
  });

  it('treats no answer, a conflict and a 5xx as not final, any other answer as final', () => {
    expect([undefined, 409, 500, 503].map(isFinalAnswer)).toEqual([false, false, false, false]);
    expect([200, 201, 400, 403, 404, 422].map(isFinalAnswer)).toEqual([true, true, true, true, true, true]);
  });
});
