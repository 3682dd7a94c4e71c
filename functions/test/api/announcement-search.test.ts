/**
 * The announcement search on its index (issue 18, functions/src/lib/search-tokens.ts): title
 * and body word pieces in `searchTokens`, one `array-contains` query in list order (pinned first,
 * then newest), cursor-paged, for members (published only) and admins (every filter).
 */
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { db } from '../../src/lib/firebase.js';
import { createAccount, resetEmulators, type TestAccount } from '../support/emulators.js';
import { bearer, newMember } from '../support/money.js';

const app = createApp();

type Listed = { items: { id: string }[]; total: number | null; nextCursor: string | null };

describe('announcement search on the index', () => {
  let member: TestAccount;
  let admin: TestAccount;

  beforeEach(async () => {
    await resetEmulators();
    member = await newMember('member@example.com');
    admin = await createAccount('admin@example.com', { admin: true });
  });

  async function publish(body: object): Promise<string> {
    const res = await request(app).post('/api/admin/announcements').set(bearer(admin)).send(body);
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  }

  async function list(
    path: string,
    as: TestAccount,
    query: Record<string, string | number>,
  ): Promise<Listed> {
    const res = await request(app).get(path).query(query).set(bearer(as));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Listed;
  }

  const ids = async (path: string, as: TestAccount, query: Record<string, string | number>) =>
    (await list(path, as, query)).items.map((a) => a.id);

  describe('finds by pieces of the words of title and body', () => {
    let schedule: string;
    let holiday: string;
    let draft: string;
    let pinned: string;

    beforeEach(async () => {
      schedule = await publish({ title: '정산 일정 안내', body: '이번 주 정산은 금요일에 진행됩니다.' });
      holiday = await publish({ title: '휴무 안내', body: '설 연휴에는 Settlement가 쉽니다.' });
      draft = await publish({ title: '정산 규정 초안', body: '검토 중', published: false });
      pinned = await publish({ title: '필독', body: '정산 계좌를 확인해 주세요.', pinned: true });
    });

    it('when a member searches a word piece, then the published ones holding it, pinned first, then newest', async () => {
      expect(await ids('/api/announcements', member, { q: '정산' })).toEqual([pinned, schedule]);
      expect(await ids('/api/announcements', member, { q: '요일' })).toEqual([schedule]);
      expect(await ids('/api/announcements', member, { q: '안내' })).toEqual([holiday, schedule]);
      expect(await ids('/api/announcements', member, { q: '없는말' })).toEqual([]);
    });

    it('when the query has several words, then the longest is looked up and the others must be there too', async () => {
      expect(await ids('/api/announcements', member, { q: '금요일에 정산' })).toEqual([schedule]);
      expect(await ids('/api/announcements', member, { q: '금요일에 휴무' })).toEqual([]);
      // Longer than 6: looked up by "settle", checked whole, in any case.
      expect(await ids('/api/announcements', member, { q: 'SETTLEMENT' })).toEqual([holiday]);
      expect(await ids('/api/announcements', member, { q: 'settlements' })).toEqual([]);
    });

    it('when an admin searches, then every filter of published combines with it', async () => {
      const path = '/api/admin/announcements';
      expect(await ids(path, admin, { q: '정산' })).toEqual([pinned, draft, schedule]);
      expect(await ids(path, admin, { q: '정산', published: 'false' })).toEqual([draft]);
      expect(await list(path, admin, { q: '정산', published: 'true' })).toMatchObject({
        items: [{ id: pinned }, { id: schedule }],
        total: 2,
        nextCursor: null,
      });
      expect(await ids(path, admin, { published: 'true' })).toEqual([pinned, holiday, schedule]);
    });

    it('when the title changes, then the old words no longer find it and the new ones do', async () => {
      const res = await request(app)
        .patch(`/api/admin/announcements/${holiday}`)
        .set(bearer(admin))
        .send({ title: '추석 공지' });
      expect(res.status).toBe(200);
      expect(await ids('/api/announcements', member, { q: '휴무' })).toEqual([]);
      expect(await ids('/api/announcements', member, { q: '추석' })).toEqual([holiday]);
      // The body, unchanged, still finds it.
      expect(await ids('/api/announcements', member, { q: '연휴' })).toEqual([holiday]);
    });

    it('when the query has no word of 2 characters, then 400 in Korean and nothing is searched', async () => {
      for (const q of ['정', 'a b', '!!']) {
        const res = await request(app).get('/api/announcements').query({ q }).set(bearer(member));
        expect(res.status, q).toBe(400);
        expect(res.body).toMatchObject({
          code: 'invalid-argument',
          field: 'q',
          message: '검색어: 2자 이상 입력해 주세요.',
        });
      }
    });
  });

  it('when a search is paged by cursor, then each match once in list order, and a foreign cursor is 400', async () => {
    const made: { id: string; pinned: boolean }[] = [];
    for (let i = 0; i < 7; i += 1) {
      const pinned = i % 3 === 0;
      made.push({ id: await publish({ title: `점검 ${i}`, body: '서버 점검', pinned }), pinned });
    }
    await publish({ title: '다른 공지', body: '관계없음' });
    const expected = [
      ...made.filter((a) => a.pinned).reverse(),
      ...made.filter((a) => !a.pinned).reverse(),
    ].map((a) => a.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const data = await list('/api/announcements', member, {
        q: '점검',
        pageSize: 3,
        ...(cursor ? { cursor } : {}),
      });
      expect(data.total).toBe(pages === 0 ? 7 : null);
      seen.push(...data.items.map((a) => a.id));
      cursor = data.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);

    const res = await request(app)
      .get('/api/announcements')
      .query({ q: '점검', cursor: Buffer.from('["x"]').toString('base64url') })
      .set(bearer(member));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('목록 위치 정보가 올바르지 않습니다. 처음부터 다시 조회해 주세요.');
  });

  it('stores the tokens with the notice: title words first, the body after', async () => {
    const id = await publish({ title: '긴급 공지', body: '오늘 점검' });
    const tokens = (await db().collection('announcements').doc(id).get()).data()?.['searchTokens'];
    expect(tokens).toEqual(['긴급', '공지', '오늘', '점검']);
  });
});
