import type { InboxMessage, InboxPage } from '@settle/contract/push';
import { MutationObserver, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdempotencyKeys } from '../src/lib/idempotency-key';
import { signInAs } from './fake-auth';

/**
 * 모두 읽음 (issue 17's inbox): once the API answers, the bell's cached latest messages and the
 * inbox page's 더 보기 pages show every message read at once, so the 알림 tab's badge and the
 * page's 읽지 않은 알림 line never disagree while their refetches are on the way. A refused
 * request changes no cache.
 */

vi.mock('../src/lib/firebase', async () => ({ auth: (await import('./fake-auth')).fakeAuth }));
signInAs('id-token-1');

const { createQueryClient, apiKeys } = await import('../src/lib/query-client');
const { apiMutationOptions } = await import('../src/lib/use-api-mutation');
const { markAllReadConfig } = await import('../src/features/push/api/mark-all-read');

const INBOX = '/push/message';
const BELL_KEY = apiKeys.get(INBOX, { pageSize: 10 });
const PAGES_KEY = [...apiKeys.get(INBOX, { pageSize: 20 }), 'more'];

const message = (id: string, read: boolean): InboxMessage => ({
  id,
  title: `알림 ${id}`,
  body: '본문',
  url: '/transaction',
  read,
  createdAt: '2026-11-26T01:00:00.000Z',
});

const page = (items: InboxMessage[], unreadCount: number): InboxPage => ({
  items,
  total: null,
  pageSize: items.length,
  nextCursor: null,
  unreadCount,
});

const fetchMock = vi.fn<typeof fetch>();
let client: QueryClient;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('navigator', { onLine: true });
  client = createQueryClient();
  client.mount();
  client.setQueryData(BELL_KEY, page([message('a', false), message('b', true)], 2));
  client.setQueryData<InfiniteData<InboxPage>>(PAGES_KEY, {
    pages: [page([message('a', false), message('b', true)], 2), page([message('c', false)], 2)],
    pageParams: [undefined, 'cursor-1'],
  });
});

afterEach(() => {
  client.clear();
  client.unmount();
  vi.unstubAllGlobals();
});

function markAll() {
  const observer = new MutationObserver(
    client,
    apiMutationOptions(markAllReadConfig, client, new IdempotencyKeys()),
  );
  return observer.mutate(undefined);
}

describe('모두 읽음 and the cached inbox', () => {
  it('shows every cached message read and no unread count once the API answers', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ data: { updated: 2 } }), { status: 200 }));
    await markAll();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const bell = client.getQueryData<InboxPage>(BELL_KEY);
    expect(bell?.unreadCount).toBe(0);
    expect(bell?.items.map((m) => m.read)).toEqual([true, true]);
    const pages = client.getQueryData<InfiniteData<InboxPage>>(PAGES_KEY);
    expect(pages?.pages.map((p) => p.unreadCount)).toEqual([0, 0]);
    expect(pages?.pages.flatMap((p) => p.items.map((m) => [m.id, m.read]))).toEqual([
      ['a', true],
      ['b', true],
      ['c', true],
    ]);
    expect(pages?.pageParams).toEqual([undefined, 'cursor-1']);
  });

  it('changes nothing cached when the API refuses', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: '잠시 후 다시 시도해 주세요.' }), { status: 500 }),
    );
    await expect(markAll()).rejects.toThrow('잠시 후 다시 시도해 주세요.');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    expect(client.getQueryData<InboxPage>(BELL_KEY)?.unreadCount).toBe(2);
    expect(
      client
        .getQueryData<InfiniteData<InboxPage>>(PAGES_KEY)
        ?.pages.flatMap((p) => p.items.map((m) => m.read)),
    ).toEqual([false, true, false]);
  });
});
