/**
 * The member search on its index (issue 18, functions/src/lib/search-tokens.ts): GET
 * /admin/users?q= finds members by pieces of their name, e-mail and phone through one
 * `array-contains` query, cursor-paged, and the tokens follow every write of those fields.
 */
import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { db } from '../../src/lib/firebase.js';
import type { UserRecord } from '../../src/modules/users/user-record.js';
import {
  createAccount,
  createMemberProfile,
  resetEmulators,
  type TestAccount,
} from '../support/emulators.js';
import { memberRecord } from '../support/member-record.js';
import { bearer } from '../support/money.js';

const app = createApp({ publicRateLimit: { limit: 1000, windowMs: 60_000 } });
const minutesAgo = (n: number) => Timestamp.fromMillis(Date.now() - n * 60_000);

/** A profile without an Auth account (enough for listing). */
function profileOnly(uid: string, overrides: Partial<UserRecord> = {}) {
  return createMemberProfile({ uid, email: `${uid}@example.com`, token: '' }, overrides);
}

type Listed = { items: { id: string }[]; total: number | null; nextCursor: string | null };

async function list(admin: TestAccount, query: Record<string, string | number>): Promise<Listed> {
  const res = await request(app).get('/api/admin/users').query(query).set(bearer(admin));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Listed;
}

async function ids(admin: TestAccount, query: Record<string, string | number>): Promise<string[]> {
  return (await list(admin, query)).items.map((u) => u.id);
}

async function tokensOf(uid: string): Promise<string[]> {
  return ((await db().collection('users').doc(uid).get()).data()?.['searchTokens'] ?? []) as string[];
}

describe('member search on the index', () => {
  let admin: TestAccount;

  beforeEach(async () => {
    await resetEmulators();
    admin = await createAccount('admin@example.com', { admin: true });
    await createMemberProfile(admin, { name: '관리자', phone: '', createdAt: minutesAgo(100) });
  });

  describe('finds by name, e-mail and phone pieces', () => {
    beforeEach(async () => {
      await profileOnly('minjun', {
        name: '김민준',
        email: 'kim.minjun@example.com',
        phone: '010-1234-5678',
        createdAt: minutesAgo(3),
      });
      await profileOnly('lee', {
        name: '이민준',
        email: 'lee_mj@example.net',
        phone: '010-9876-1234',
        status: 'pending',
        activatedAt: null,
        createdAt: minutesAgo(2),
      });
      await profileOnly('minsu', {
        name: '김민수',
        email: 'minsu.kim@example.org',
        phone: '010-5555-0000',
        createdAt: minutesAgo(1),
      });
    });

    it('when an admin types two syllables of a Hangul name, then every member whose name holds them, newest first', async () => {
      expect(await ids(admin, { q: '민준' })).toEqual(['lee', 'minjun']);
      expect(await ids(admin, { q: '김민' })).toEqual(['minsu', 'minjun']);
      expect(await ids(admin, { q: '김민준' })).toEqual(['minjun']);
      expect(await ids(admin, { q: '준' })).toEqual(['lee', 'minjun']);
      expect(await ids(admin, { q: '박' })).toEqual([]);
    });

    it('when an admin types the start of an e-mail or of a part of it, then that member', async () => {
      expect(await ids(admin, { q: 'kim' })).toEqual(['minsu', 'minjun']);
      expect(await ids(admin, { q: 'MinJun' })).toEqual(['minjun']);
      expect(await ids(admin, { q: 'mj@example' })).toEqual(['lee']);
      expect(await ids(admin, { q: 'example.org' })).toEqual(['minsu']);
      expect(await ids(admin, { q: 'kim.minjun@example.com' })).toEqual(['minjun']);
    });

    it('when an admin types phone digits with or without hyphens, then the members whose number holds them', async () => {
      for (const q of ['5678', '1234-5678', '01012345678', '010-1234-5678', '010 1234 5678']) {
        expect(await ids(admin, { q }), q).toEqual(['minjun']);
      }
      expect(await ids(admin, { q: '1234' })).toEqual(['lee', 'minjun']);
      expect(await ids(admin, { q: '5555-00' })).toEqual(['minsu']);
    });

    it('when a search comes with a status filter, then only matches in that status, counted', async () => {
      expect(await list(admin, { q: '민준', status: 'pending' })).toMatchObject({
        items: [{ id: 'lee' }],
        total: 1,
        nextCursor: null,
      });
      expect(await ids(admin, { q: '민준', status: 'active' })).toEqual(['minjun']);
      expect(await ids(admin, { q: '민준', status: 'rejected' })).toEqual([]);
      expect((await list(admin, { q: 'example', status: 'active' })).total).toBe(3);
    });

    it('when the query is longer than any stored token, then the index narrows it and the whole query decides', async () => {
      await profileOnly('long', { email: `${'a'.repeat(45)}@example.com`, createdAt: minutesAgo(4) });
      await profileOnly('longer', { email: `${'a'.repeat(44)}b@example.com`, createdAt: minutesAgo(5) });
      expect(await ids(admin, { q: `${'a'.repeat(45)}@` })).toEqual(['long']);
    });
  });

  it('when the tokens are missing (a profile from before the index), then the member is not found until the backfill', async () => {
    await profileOnly('old', { name: '옛회원', searchTokens: [] });
    expect(await ids(admin, { q: '옛회원' })).toEqual([]);
    expect(await ids(admin, {})).toContain('old');
  });

  describe('cursor paging of a search', () => {
    const MATCHING = 25;
    beforeEach(async () => {
      const writer = db().bulkWriter();
      for (let i = 0; i < MATCHING; i += 1) {
        // Two members share each second: the id breaks the tie, so no member is skipped or repeated.
        const uid = `seojun-${String(i).padStart(2, '0')}`;
        const createdAt = Timestamp.fromMillis(Date.now() - 600_000 + Math.floor(i / 2) * 1000);
        void writer.set(
          db().collection('users').doc(uid),
          memberRecord(uid, { name: `박서준${i}`, createdAt }),
        );
      }
      void writer.set(db().collection('users').doc('other'), memberRecord('other', { name: '최지우' }));
      await writer.close();
    });

    async function walk(query: Record<string, string | number>, between?: (page: number) => Promise<void>) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let page = 0;
      do {
        const data = await list(admin, { ...query, ...(cursor ? { cursor } : {}) });
        if (page === 0) expect(data.total).toBe(MATCHING);
        else expect(data.total).toBeNull();
        seen.push(...data.items.map((u) => u.id));
        cursor = data.nextCursor;
        page += 1;
        await between?.(page);
      } while (cursor);
      return { seen, pages: page };
    }

    const newestFirst = Array.from(
      { length: MATCHING },
      (_, i) => `seojun-${String(i).padStart(2, '0')}`,
    ).sort((a, b) => {
      const second = (id: string) => Math.floor(Number(id.slice(-2)) / 2);
      return second(b) - second(a) || (a < b ? 1 : -1);
    });

    it('when an admin pages through a search 10 at a time, then every match once, in order, no gaps', async () => {
      const { seen, pages } = await walk({ q: '서준', pageSize: 10 });
      expect(pages).toBe(3);
      expect(seen).toEqual(newestFirst);
    });

    it('when members join between page requests, then the later pages do not shift: no repeats, no gaps', async () => {
      const { seen } = await walk({ q: '서준', pageSize: 10 }, async (page) => {
        if (page !== 1) return;
        // Newer than every listed one: they sort before the cursor and leave the next pages as they were.
        for (const uid of ['seojun-new-a', 'seojun-new-b']) {
          await db()
            .collection('users')
            .doc(uid)
            .set(memberRecord(uid, { name: '박서준', createdAt: Timestamp.now() }));
        }
      });
      expect(seen).toEqual(newestFirst);
      // A fresh first page shows the newcomers first.
      expect((await ids(admin, { q: '서준', pageSize: 2 })).sort()).toEqual(['seojun-new-a', 'seojun-new-b']);
    });

    it('when the cursor is not one the list made, then 400 in Korean', async () => {
      for (const cursor of ['garbage', Buffer.from('[1,2,3]').toString('base64url'), 'x'.repeat(600)]) {
        const res = await request(app)
          .get('/api/admin/users')
          .query({ q: '서준', cursor })
          .set(bearer(admin));
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          code: 'invalid-argument',
          message: '목록 위치 정보가 올바르지 않습니다. 처음부터 다시 조회해 주세요.',
        });
      }
    });

    it('when the list is exported with a search, then the CSV holds exactly the matches, newest first', async () => {
      const res = await request(app)
        .get('/api/admin/users')
        .query({ q: '서준', format: 'csv', reason: '검색 결과 점검' })
        .set(bearer(admin));
      expect(res.status).toBe(200);
      // The header, one line a match, then the 합계 row.
      const lines = res.text.trim().split('\r\n');
      expect(lines).toHaveLength(MATCHING + 2);
      expect(lines.slice(1, -1).map((line) => line.split(',')[1])).toEqual(
        newestFirst.map((uid) => `${uid}@example.com`),
      );
      expect(lines.at(-1)?.startsWith('합계')).toBe(true);
    });
  });

  describe('the tokens follow every write of name, e-mail and phone', () => {
    it('when a member registers, then they are found by their name and phone', async () => {
      await db().collection('inviteCodes').doc('START789').set({
        code: 'START789',
        maxUses: 1,
        used: 0,
        expiresAt: null,
        memo: '테스트',
        createdBy: 'test',
        createdAt: Timestamp.now(),
      });
      const res = await request(app).post('/api/users/register').send({
        email: 'new.member@example.com',
        password: 'password-123',
        name: '홍길동',
        phone: '010-2468-1357',
        bank: '카카오뱅크',
        account: '3333-01-1234567',
        consent: true,
        inviteCode: 'START789',
      });
      expect(res.status).toBe(201);
      const uid = res.body.data.id as string;
      expect(await ids(admin, { q: '길동' })).toEqual([uid]);
      expect(await ids(admin, { q: '2468-1357' })).toEqual([uid]);
      expect(await ids(admin, { q: 'new.mem' })).toEqual([uid]);
    });

    it('when a member edits their own name and phone, then the old ones no longer find them and the new ones do', async () => {
      const member = await createAccount('member@example.com');
      await createMemberProfile(member, { name: '김민준', phone: '010-1234-5678' });
      const res = await request(app)
        .patch('/api/users/me')
        .set(bearer(member))
        .send({ name: '김서연', phone: '010-8765-4321' });
      expect(res.status).toBe(200);
      expect(await ids(admin, { q: '민준' })).toEqual([]);
      expect(await ids(admin, { q: '5678' })).toEqual([]);
      expect(await ids(admin, { q: '서연' })).toEqual([member.uid]);
      expect(await ids(admin, { q: '87654321' })).toEqual([member.uid]);
      // The e-mail, unchanged, still finds them.
      expect(await ids(admin, { q: 'member@' })).toEqual([member.uid]);
    });

    it('when an admin corrects a name, then the tokens are rewritten in the same write', async () => {
      await profileOnly('target', { name: '이영희', phone: '010-1111-2222' });
      const before = await tokensOf('target');
      const res = await request(app)
        .patch('/api/admin/users/target')
        .set(bearer(admin))
        .send({ name: '이영수' });
      expect(res.status).toBe(200);
      const after = await tokensOf('target');
      expect(before).toContain('영희');
      expect(after).not.toContain('영희');
      expect(after).toContain('영수');
      expect(after).toContain('1111');
      expect(await ids(admin, { q: '영수' })).toEqual(['target']);
    });

    it('when a profile update is refused, then the tokens are left as they were', async () => {
      await profileOnly('kept', { name: '이영희' });
      const before = await tokensOf('kept');
      const res = await request(app).patch('/api/admin/users/kept').set(bearer(admin)).send({ name: '' });
      expect(res.status).toBe(400);
      expect(await tokensOf('kept')).toEqual(before);
    });
  });
});
