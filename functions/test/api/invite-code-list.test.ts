import { messages } from '@settle/contract/messages';
import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { db } from '../../src/lib/firebase.js';
import { createAccount, resetEmulators, type TestAccount } from '../support/emulators.js';

const app = createApp();
const PATH = '/api/admin/users/inviteCode';

let admin: TestAccount;

const list = (query: Record<string, string | number> = {}) =>
  request(app)
    .get(PATH)
    .query(query)
    .set({ Authorization: `Bearer ${admin.token}` });

/** Codes created `secondsAgo` seconds ago; several share one instant, so the code breaks the tie. */
async function seedCodes(codes: readonly string[], secondsAgo: (index: number) => number): Promise<void> {
  const batch = db().batch();
  codes.forEach((code, index) =>
    batch.set(db().collection('inviteCodes').doc(code), {
      code,
      maxUses: 1,
      used: 0,
      expiresAt: null,
      memo: '',
      createdBy: 'test-admin',
      createdAt: Timestamp.fromMillis(Date.now() - secondsAgo(index) * 1000),
    }),
  );
  await batch.commit();
}

const codeAt = (index: number) => `CODE${String(index).padStart(2, '0')}`;

describe('GET /api/admin/users/inviteCode by cursor', () => {
  beforeEach(async () => {
    await resetEmulators();
    admin = await createAccount('admin@example.com', { admin: true });
  });

  it('when 25 codes are walked 10 at a time, then every code comes once, newest first, and only the first page counts them', async () => {
    const codes = Array.from({ length: 25 }, (_, index) => codeAt(index));
    // Three codes per second: ties on createdAt inside a page and across page edges.
    await seedCodes(codes, (index) => 100 - Math.floor(index / 3));

    const seen: { code: string; createdAt: string }[] = [];
    const totals: (number | null)[] = [];
    let cursor: string | null = null;
    do {
      const res = await list(cursor ? { pageSize: 10, cursor } : { pageSize: 10 });
      expect(res.status).toBe(200);
      expect(res.body.data.pageSize).toBe(10);
      totals.push(res.body.data.total);
      seen.push(...res.body.data.items);
      cursor = res.body.data.nextCursor;
    } while (cursor !== null);

    expect(totals).toEqual([25, null, null]);
    expect(seen.map((c) => c.code).sort()).toEqual([...codes].sort());
    const times = seen.map((c) => Date.parse(c.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('when a code is created between two pages, then the next page neither repeats nor skips a code', async () => {
    const codes = Array.from({ length: 6 }, (_, index) => codeAt(index));
    await seedCodes(codes, (index) => 60 - index);
    const first = await list({ pageSize: 3 });
    await request(app)
      .post(PATH)
      .set({ Authorization: `Bearer ${admin.token}` })
      .send({ code: 'NEWW2345' })
      .expect(201);
    const second = await list({ pageSize: 3, cursor: first.body.data.nextCursor });
    const walked = [...first.body.data.items, ...second.body.data.items].map((c: { code: string }) => c.code);
    expect(walked).toEqual([...codes].reverse());
    expect(second.body.data.nextCursor).toBeNull();
    // The new one heads a fresh first page.
    expect((await list({ pageSize: 3 })).body.data.items[0].code).toBe('NEWW2345');
  });

  it('when the cursor is not one this list made, or the page is too large, then 400 in Korean', async () => {
    await seedCodes([codeAt(0)], () => 1);
    const foreign = await list({ cursor: Buffer.from('["x"]').toString('base64url') });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(messages.cursorInvalid);
    const tooLarge = await list({ pageSize: 101 });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.field).toBe('pageSize');
    const offset = await list({ page: 2 });
    expect(offset.status).toBe(400);
    expect(offset.body.message).toMatch(/[가-힣]/);
  });
});
