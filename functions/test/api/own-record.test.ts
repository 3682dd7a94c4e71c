import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { adminAuth, db } from '../../src/lib/firebase.js';
import {
  createAccount,
  createMemberProfile,
  resetEmulators,
  type TestAccount,
} from '../support/emulators.js';

const app = createApp();
const auth = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

async function stored(uid: string) {
  return (await db().collection('users').doc(uid).get()).data();
}

describe('a member and their own record on the emulators (spec §6)', () => {
  let member: TestAccount;
  let other: TestAccount;

  beforeEach(async () => {
    await resetEmulators();
    member = await createAccount('member@example.com');
    other = await createAccount('other@example.com');
    await createMemberProfile(member);
    await createMemberProfile(other, { name: '이웃' });
  });

  describe('PATCH /api/users/:id', () => {
    it('when the id is their own, then it works like PATCH /users/me', async () => {
      const res = await request(app).patch(`/api/users/${member.uid}`).set(auth(member)).send({
        phone: '01055556666',
        bank: 'KB국민은행',
        account: '111-222-333333',
        isNotificationEnabled: false,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        id: member.uid,
        phone: '010-5555-6666',
        bank: 'KB국민은행',
        account: '****3333',
        isNotificationEnabled: false,
      });
      expect(await stored(member.uid)).toMatchObject({ phone: '010-5555-6666', assetsMinor: 123456 });
    });

    it('clears phone and bank with empty strings, like the admin form', async () => {
      const res = await request(app)
        .patch(`/api/users/${member.uid}`)
        .set(auth(member))
        .send({ phone: '', bank: '' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ phone: '', bank: '' });
    });

    it('when the id is another member, then 403 in Korean and nothing is written', async () => {
      const before = await stored(other.uid);
      const res = await request(app)
        .patch(`/api/users/${other.uid}`)
        .set(auth(member))
        .send({ name: '탈취' });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'forbidden', message: '본인 정보만 변경할 수 있습니다.' });
      expect(await stored(other.uid)).toEqual(before);
    });

    it('when the body has an unknown field or a bad bank or phone, then 400 in Korean and nothing is written', async () => {
      const before = await stored(member.uid);
      const cases: [Record<string, unknown>, string][] = [
        [{ name: '새이름', status: 'active' }, '허용되지 않은 항목이 있습니다: status'],
        [{ assets: 99999 }, '허용되지 않은 항목이 있습니다: assets'],
        [{ bank: '없는은행' }, '은행: 목록에 있는 은행을 선택해 주세요.'],
        [{ phone: '02-123-4567' }, '휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.'],
      ];
      for (const [body, message] of cases) {
        const res = await request(app).patch(`/api/users/${member.uid}`).set(auth(member)).send(body);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(message);
      }
      expect(await stored(member.uid)).toEqual(before);
    });
  });

  describe('DELETE /api/users/:id', () => {
    it('when the id is another member, then 403 and they stay active', async () => {
      const res = await request(app).delete(`/api/users/${other.uid}`).set(auth(member));
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('본인 정보만 변경할 수 있습니다.');
      expect((await stored(other.uid))?.['status']).toBe('active');
      expect((await adminAuth().getUser(other.uid)).disabled).toBe(false);
    });

    it('when the id is their own, then they are deactivated, data kept, and the token stops working for changes', async () => {
      const res = await request(app).delete(`/api/users/${member.uid}`).set(auth(member));
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: member.uid, status: 'deactivated', assets: 1234.56 });
      const profile = await stored(member.uid);
      expect(profile).toMatchObject({ status: 'deactivated', assetsMinor: 123456 });
      expect(profile?.['deactivatedAt']).toBeInstanceOf(Timestamp);
      expect((await adminAuth().getUser(member.uid)).disabled).toBe(true);
      const again = await request(app)
        .patch(`/api/users/${member.uid}`)
        .set(auth(member))
        .send({ name: '다시' });
      expect(again.status).toBe(401);
    });
  });
});
