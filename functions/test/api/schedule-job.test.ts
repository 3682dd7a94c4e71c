import { scheduleRunResultSchema } from '@settle/contract/schedules';
import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { adminAuth, db } from '../../src/lib/firebase.js';
import { fanOutMessage } from '../../src/modules/push/fan-out.js';
import { registerFcmToken } from '../../src/modules/push/fcm-tokens.js';
import { RecordingPushSender } from '../../src/modules/push/push-sender.js';
import { firingIdOf, runDueSchedules } from '../../src/modules/schedules/run-due.js';
import type { BatchRecord } from '../../src/modules/settlement/batch-record.js';
import { createAccount, resetEmulators, type TestAccount } from '../support/emulators.js';
import { inboxOf, pushMessages } from '../support/inbox.js';
import { bearer, newMember, setRates } from '../support/money.js';
import { putSchedule, scheduleOf } from '../support/schedule-records.js';

const app = createApp();

/** 2026-03-02 14:00 in Seoul. */
const START = new Date('2026-03-02T05:00:00Z');
const minutes = (n: number) => n * 60 * 1000;
const at = (date: Date, offsetMs = 0) => Timestamp.fromMillis(date.getTime() + offsetMs);
/** The job as the 5-minute tick runs it, a minute after START. */
const tick = () => runDueSchedules(at(START, minutes(1)));

const currentBatch = async () => {
  const pointer = (await db().collection('settings').doc('settlement').get()).data() as
    { currentBatchId: string } | undefined;
  if (!pointer) return undefined;
  const snap = await db().collection('settlementBatches').doc(pointer.currentBatchId).get();
  return { id: snap.id, ...(snap.data() as BatchRecord) };
};

describe('the due-schedule job (일정 알림) on the emulators', () => {
  let alice: TestAccount;
  let bob: TestAccount;
  let pending: TestAccount;
  let gone: TestAccount;

  beforeEach(async () => {
    await resetEmulators();
    alice = await newMember('alice@example.com');
    bob = await newMember('bob@example.com');
    pending = await newMember('pending@example.com', { status: 'pending' });
    gone = await newMember('gone@example.com', { status: 'deactivated' });
  });

  describe('reminders', () => {
    it('when a notify schedule falls due, then every active member gets one reminder and others none, even if the job runs twice', async () => {
      const id = await putSchedule({
        start: START,
        title: '월간 회의',
        description: '회의실 A',
        notify: true,
      });

      const first = await tick();
      expect(first).toEqual({
        fired: [{ id, title: '월간 회의', type: 'other' }],
        preparedBatches: [],
        alreadyFired: 0,
      });
      const second = await tick();
      expect(second).toEqual({ fired: [], preparedBatches: [], alreadyFired: 0 });

      for (const member of [alice, bob]) {
        expect(await inboxOf(member.uid)).toMatchObject([
          { title: '월간 회의', body: '일정 알림: 2026.03.02 14:00\n회의실 A', url: '/', read: false },
        ]);
      }
      expect(await inboxOf(pending.uid)).toEqual([]);
      expect(await inboxOf(gone.uid)).toEqual([]);
      expect(await pushMessages()).toMatchObject([
        { target: { type: 'all' }, createdBy: 'system', recipients: 2 },
      ]);
      expect((await scheduleOf(id)).firedAt).not.toBeNull();
      const claim = await db()
        .collection('scheduleFirings')
        .doc(firingIdOf(id, at(START)))
        .get();
      expect(claim.data()).toMatchObject({ scheduleId: id, status: 'done', type: 'other' });
    });

    it('when two runs race, then the schedule fires once', async () => {
      const id = await putSchedule({ start: START, notify: true });
      const runs = await Promise.all([tick(), tick(), tick()]);
      expect(runs.flatMap((r) => r.fired.map((f) => f.id))).toEqual([id]);
      expect(await inboxOf(alice.uid)).toHaveLength(1);
      expect(await inboxOf(bob.uid)).toHaveLength(1);
      expect(await pushMessages()).toHaveLength(1);
    });

    it('when a run died after claiming, then the next run sends nothing again and only marks the schedule fired', async () => {
      const id = await putSchedule({ start: START, notify: true });
      await db()
        .collection('scheduleFirings')
        .doc(firingIdOf(id, at(START)))
        .create({ scheduleId: id, start: at(START), status: 'firing' });
      expect(await tick()).toEqual({ fired: [], preparedBatches: [], alreadyFired: 1 });
      expect(await inboxOf(alice.uid)).toEqual([]);
      expect((await scheduleOf(id)).firedAt).not.toBeNull();
      expect(await tick()).toEqual({ fired: [], preparedBatches: [], alreadyFired: 0 });
    });

    it('when a schedule starts later, then it is not fired until its start', async () => {
      const id = await putSchedule({ start: new Date(START.getTime() + minutes(30)), notify: true });
      expect((await tick()).fired).toEqual([]);
      expect((await scheduleOf(id)).firedAt).toBeNull();
      expect(await inboxOf(alice.uid)).toEqual([]);
      const later = await runDueSchedules(at(START, minutes(31)));
      expect(later.fired.map((f) => f.id)).toEqual([id]);
    });

    it('when a schedule was already marked fired (saved with a past start), then nothing is sent', async () => {
      await putSchedule({ start: START, notify: true, firedAt: at(START, -minutes(5)) });
      expect(await tick()).toEqual({ fired: [], preparedBatches: [], alreadyFired: 0 });
      expect(await pushMessages()).toEqual([]);
    });

    it('when a schedule has notify off, then it is marked fired and nothing is sent', async () => {
      const id = await putSchedule({ start: START, notify: false, type: 'notice' });
      expect((await tick()).fired).toEqual([{ id, title: '월간 회의', type: 'notice' }]);
      expect((await scheduleOf(id)).firedAt).not.toBeNull();
      expect(await pushMessages()).toEqual([]);
      expect(await inboxOf(alice.uid)).toEqual([]);
    });

    it('when a fired schedule is moved to a later start, then it fires again at the new start only', async () => {
      const id = await putSchedule({ start: START, notify: true, allDay: true });
      await tick();
      const moved = new Date(START.getTime() + 24 * 60 * minutes(1));
      // What the CRUD does when a fired schedule moves later.
      await db()
        .collection('schedules')
        .doc(id)
        .update({ start: Timestamp.fromDate(moved), firedAt: null });
      expect((await tick()).fired).toEqual([]);
      expect((await runDueSchedules(at(moved, minutes(1)))).fired.map((f) => f.id)).toEqual([id]);
      const bodies = (await inboxOf(alice.uid)).map((m) => m.body).sort();
      expect(bodies).toEqual(['일정 알림: 2026.03.02 (종일)', '일정 알림: 2026.03.03 (종일)']);
    });
  });

  describe('settlement schedules', () => {
    let admin: TestAccount;
    let otherAdmin: TestAccount;

    beforeEach(async () => {
      admin = await createAccount('admin@example.com', { admin: true });
      otherAdmin = await createAccount('admin2@example.com', { admin: true });
      await db().collection('users').doc(alice.uid).update({ assetsMinor: 10_000 });
    });

    it('when a settlement schedule falls due, then the batch is prepared and every admin is told once, over FCM too', async () => {
      await setRates(138_550, 250);
      await registerFcmToken(admin.uid, 'token-admin');
      await registerFcmToken(alice.uid, 'token-alice');
      const id = await putSchedule({ start: START, type: 'settlement', title: '3월 정산' });

      const result = await tick();
      const batch = await currentBatch();
      expect(batch).toMatchObject({ status: 'prepared', preparedBy: 'system', totals: { payableLines: 1 } });
      expect(result).toEqual({
        fired: [{ id, title: '3월 정산', type: 'settlement' }],
        preparedBatches: [batch?.id],
        alreadyFired: 0,
      });
      expect(await tick()).toEqual({ fired: [], preparedBatches: [], alreadyFired: 0 });

      for (const a of [admin, otherAdmin]) {
        const inbox = await inboxOf(a.uid);
        expect(inbox).toMatchObject([{ title: '정산 준비 완료', url: '/admin/settlement' }]);
        expect(inbox[0]?.body).toContain('일정 "3월 정산"에 따라 정산을 준비했습니다. 지급 대상 1명');
      }
      // Members are not told (notify is off); admins have no users doc and still got it.
      expect(await inboxOf(alice.uid)).toEqual([]);
      const messages = await pushMessages();
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ audience: 'admins', createdBy: 'system', recipients: 2 });

      const sender = new RecordingPushSender();
      const sent = await fanOutMessage(messages[0]?.id ?? '', sender);
      expect(sent).toMatchObject({ claimed: true, tokens: 1, successCount: 1 });
      const recorded = (await db().collection('_pushRecorder').get()).docs.map((d) => d.data());
      expect(recorded).toMatchObject([{ tokens: ['token-admin'], title: '정산 준비 완료' }]);
    });

    it('when an admin loses the role before the fan-out, then their token is skipped', async () => {
      await setRates(138_550, 250);
      await registerFcmToken(admin.uid, 'token-admin');
      await registerFcmToken(otherAdmin.uid, 'token-other-admin');
      await putSchedule({ start: START, type: 'settlement' });
      await tick();
      await adminAuth().setCustomUserClaims(otherAdmin.uid, {});
      const [message] = await pushMessages();
      const sent = await fanOutMessage(message?.id ?? '', new RecordingPushSender());
      expect(sent).toMatchObject({ claimed: true, tokens: 1 });
      const recorded = (await db().collection('_pushRecorder').get()).docs.map((d) => d.data());
      expect(recorded).toMatchObject([{ tokens: ['token-admin'] }]);
    });

    it('when prepare fails (no rate set), then the admins get the reason and the schedule still fires once', async () => {
      const id = await putSchedule({ start: START, type: 'settlement', title: '3월 정산', notify: true });
      const result = await tick();
      expect(result).toEqual({
        fired: [{ id, title: '3월 정산', type: 'settlement' }],
        preparedBatches: [],
        alreadyFired: 0,
      });
      expect(await currentBatch()).toBeUndefined();
      for (const a of [admin, otherAdmin]) {
        expect(await inboxOf(a.uid)).toMatchObject([
          {
            title: '정산 준비 실패',
            body: '일정 "3월 정산"에 따른 정산을 준비하지 못했습니다. 사유: 환율이 아직 설정되지 않았습니다.',
            url: '/admin/settlement',
          },
        ]);
      }
      // notify was on: the members' reminder went out as well.
      expect(await inboxOf(alice.uid)).toMatchObject([{ title: '3월 정산' }]);
      const claim = await db()
        .collection('scheduleFirings')
        .doc(firingIdOf(id, at(START)))
        .get();
      expect(claim.data()).toMatchObject({
        status: 'done',
        batchId: null,
        prepareError: '환율이 아직 설정되지 않았습니다.',
      });

      await setRates(138_550, 250);
      expect(await tick()).toEqual({ fired: [], preparedBatches: [], alreadyFired: 0 });
      expect(await inboxOf(admin.uid)).toHaveLength(1);
    });
  });

  describe('POST /admin/schedules/runDue', () => {
    it('when an admin runs the job, then the answer is the run result; a member gets 403, no token 401', async () => {
      const admin = await createAccount('admin@example.com', { admin: true });
      const id = await putSchedule({ start: new Date(Date.now() - minutes(1)), title: '지금 일정' });
      const run = () => request(app).post('/api/admin/schedules/runDue');

      expect((await run()).status).toBe(401);
      const member = await run().set(bearer(alice));
      expect(member.status).toBe(403);
      expect((await scheduleOf(id)).firedAt).toBeNull();

      const res = await run().set(bearer(admin));
      expect(res.status).toBe(200);
      expect(scheduleRunResultSchema.parse(res.body.data)).toEqual({
        fired: [{ id, title: '지금 일정', type: 'other' }],
        preparedBatches: [],
        alreadyFired: 0,
      });
      const again = await run().set(bearer(admin));
      expect(again.body.data).toEqual({ fired: [], preparedBatches: [], alreadyFired: 0 });
    });
  });
});
