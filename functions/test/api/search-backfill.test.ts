/**
 * `npm run backfill:search` (scripts/backfill-search.ts): members and announcements written
 * before the search index get their tokens, stale ones are corrected, and a second run
 * changes nothing.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { db } from '../../src/lib/firebase.js';
import { backfillAnnouncementSearch } from '../../src/modules/announcements/backfill-search.js';
import { writeStaleTokens } from '../../src/lib/search-backfill.js';
import { backfillMemberSearch, memberTokensOf } from '../../src/modules/users/backfill-search.js';
import { memberTokensAfter, type UserRecord } from '../../src/modules/users/user-record.js';
import {
  createAccount,
  createMemberProfile,
  resetEmulators,
  type TestAccount,
} from '../support/emulators.js';
import { memberRecord } from '../support/member-record.js';
import { bearer } from '../support/money.js';

const app = createApp();
/** More than one chunk of the backfill (400), so it walks on by cursor. */
const LEGACY_MEMBERS = 420;

async function everyDoc(collection: string): Promise<Map<string, string>> {
  const snap = await db().collection(collection).get();
  return new Map(snap.docs.map((doc) => [doc.id, JSON.stringify(doc.data())]));
}

describe('search backfill on the emulators', () => {
  let admin: TestAccount;

  beforeEach(async () => {
    await resetEmulators();
    admin = await createAccount('admin@example.com', { admin: true });
    await createMemberProfile(admin, { name: '관리자' });
    const writer = db().bulkWriter();
    const old = Timestamp.fromMillis(Date.now() - 86_400_000);
    for (let i = 0; i < LEGACY_MEMBERS; i += 1) {
      const uid = `legacy-${String(i).padStart(3, '0')}`;
      // As the code before the index wrote them: no searchTokens at all.
      const legacy: Partial<UserRecord> = memberRecord(uid, {
        name: i === 7 ? '김민준' : `회원${i}`,
        phone: `010-2000-${String(i).padStart(4, '0')}`,
        createdAt: old,
        updatedAt: old,
      });
      delete legacy.searchTokens;
      void writer.set(db().collection('users').doc(uid), legacy);
    }
    // Tokens of a name it no longer has (written by hand, outside the app).
    void writer.set(
      db().collection('users').doc('stale'),
      memberRecord('stale', { name: '이서연', searchTokens: ['옛이름'] }),
    );
    for (const [id, title, body] of [
      ['notice-a', '정산 일정', '금요일 정산'],
      ['notice-b', '휴무 안내', '설 연휴'],
    ] as const) {
      void writer.set(db().collection('announcements').doc(id), {
        title,
        body,
        pinned: false,
        published: true,
        createdAt: old,
        updatedAt: old,
        createdBy: admin.uid,
        updatedBy: admin.uid,
      });
    }
    await writer.close();
  }, 60_000);

  const search = async (path: string, q: string) => {
    const res = await request(app).get(path).query({ q }).set(bearer(admin));
    expect(res.status).toBe(200);
    return res.body.data.items.map((item: { id: string }) => item.id) as string[];
  };

  it('when run over documents without tokens or with stale ones, then each gets its tokens, nothing else changes, and a second run writes nothing', async () => {
    expect(await search('/api/admin/users', '김민준')).toEqual([]);
    expect(await search('/api/announcements', '연휴')).toEqual([]);
    const usersBefore = await everyDoc('users');

    const members = await backfillMemberSearch();
    const notices = await backfillAnnouncementSearch();
    expect(members).toEqual({ scanned: LEGACY_MEMBERS + 2, changed: LEGACY_MEMBERS + 1 });
    expect(notices).toEqual({ scanned: 2, changed: 2 });

    expect(await search('/api/admin/users', '김민준')).toEqual(['legacy-007']);
    expect(await search('/api/admin/users', '2000-0419')).toEqual(['legacy-419']);
    expect(await search('/api/admin/users', '서연')).toEqual(['stale']);
    expect(await search('/api/admin/users', '옛이름')).toEqual([]);
    expect(await search('/api/announcements', '연휴')).toEqual(['notice-b']);

    // Only searchTokens was written: updatedAt and every other field are as they were.
    const usersAfter = await everyDoc('users');
    for (const [id, before] of usersBefore) {
      const was = JSON.parse(before) as Record<string, unknown>;
      const now = JSON.parse(usersAfter.get(id) ?? '{}') as Record<string, unknown>;
      delete was['searchTokens'];
      delete now['searchTokens'];
      expect(now, id).toEqual(was);
    }

    expect(await backfillMemberSearch()).toEqual({ scanned: LEGACY_MEMBERS + 2, changed: 0 });
    expect(await backfillAnnouncementSearch()).toEqual({ scanned: 2, changed: 0 });
    expect(await everyDoc('users')).toEqual(usersAfter);
  }, 60_000);

  it('when a member is edited between the backfill’s read and its write, then the edit’s tokens win over the old text’s', async () => {
    const ref = db().collection('users').doc('legacy-000');
    const chunk = (await db().collection('users').orderBy(FieldPath.documentId()).limit(400).get()).docs;
    // The edit lands after the chunk was read, with its own fresh tokens, as the app writes them.
    const current = (await ref.get()).data() as UserRecord;
    await ref.update({ name: '박지훈', ...memberTokensAfter(current, { name: '박지훈' }) });
    const changed = await writeStaleTokens(chunk, memberTokensOf);
    // Every legacy one in the chunk but the edited one, whose fresh tokens are left alone.
    expect(changed).toBe(chunk.filter((doc) => doc.id.startsWith('legacy-')).length - 1);
    const tokens = (await ref.get()).data()?.['searchTokens'] as string[];
    expect(tokens).toEqual(memberTokensOf((await ref.get()).data() ?? {}));
    expect(tokens).toContain('지훈');
    expect(tokens).not.toContain('회원0');
    expect(await search('/api/admin/users', '2000-0001')).toEqual(['legacy-001']);
  }, 60_000);

  it('when run as `npm run backfill:search`, then it prints the counts and exits 0', async () => {
    const run = promisify(execFile);
    const { stdout } = await run('npx', ['tsx', 'scripts/backfill-search.ts'], {
      cwd: new URL('../../../', import.meta.url).pathname,
      env: process.env,
      timeout: 60_000,
    });
    expect(stdout).toMatch(new RegExp(`^users\\s+${LEGACY_MEMBERS + 2}\\s+${LEGACY_MEMBERS + 1}$`, 'm'));
    expect(stdout).toMatch(/^announcements\s+2\s+2$/m);
  }, 90_000);
});
