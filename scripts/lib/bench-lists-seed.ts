/**
 * The data `npm run bench -- --only lists` measures the admin lists on (scripts/lib/bench-lists.ts):
 * members as registration and activation leave them (user-record.ts, with `searchTokens`), a
 * tenth of them with three transactions (one pending, two processed, each processed one with its
 * ledger entry), and the operator collections growing with the membership (approvals, push
 * messages, announcements, access-record entries). Deterministic: member i is the same every run,
 * and growing from 1,000 to 100,000 adds members 1,000 … 99,999 to the same database.
 */
import { Timestamp, type DocumentReference, type WriteBatch } from 'firebase-admin/firestore';
import { collections } from '../../functions/src/lib/collections.js';
import { db } from '../../functions/src/lib/firebase.js';
import { storedAccount } from '../../functions/src/modules/accounts/account-cipher.js';
import type { NewAccessEntry } from '../../functions/src/modules/access-log/entry-record.js';
import type { AnnouncementRecord } from '../../functions/src/modules/announcements/announcement-record.js';
import type { ApprovalRecord } from '../../functions/src/modules/approvals/approval-record.js';
import type { LedgerRecord } from '../../functions/src/modules/ledger/ledger-record.js';
import type { PushMessageRecord } from '../../functions/src/modules/push/push-record.js';
import type { TransactionRecord } from '../../functions/src/modules/transactions/transaction-record.js';
import type { UserRecord } from '../../functions/src/modules/users/user-record.js';

const SURNAMES = [
  ['김', 'kim'],
  ['이', 'lee'],
  ['박', 'park'],
  ['최', 'choi'],
  ['정', 'jung'],
  ['강', 'kang'],
  ['조', 'cho'],
  ['윤', 'yoon'],
  ['장', 'jang'],
  ['임', 'lim'],
] as const;
const GIVEN = [
  ['민준', 'minjun'],
  ['서준', 'seojun'],
  ['도윤', 'doyun'],
  ['예준', 'yejun'],
  ['시우', 'siwoo'],
  ['하준', 'hajun'],
  ['지호', 'jiho'],
  ['주원', 'juwon'],
  ['지우', 'jiwoo'],
  ['서연', 'seoyeon'],
  ['서윤', 'seoyun'],
  ['지유', 'jiyu'],
  ['하은', 'haeun'],
  ['민서', 'minseo'],
  ['하윤', 'hayun'],
  ['윤서', 'yunseo'],
  ['지민', 'jimin'],
  ['채원', 'chaewon'],
  ['수아', 'sua'],
  ['지아', 'jia'],
] as const;
const BANKS = ['국민은행', '신한은행', '우리은행', '하나은행', '농협은행', '카카오뱅크'];
const DAY = 24 * 60 * 60 * 1000;
/** Member 0 joined 400 days ago, one a minute after the other (100,000 members: 69 days). */
const EPOCH = Date.now() - 400 * DAY;
const MEMBER_EVERY_MS = 60_000;

export type MemberTokens = (member: { name: string; email: string; phone: string }) => string[];

/** A fixed pseudo-random number in [0, 1) for (i, salt): member i looks the same every run. */
function hash01(i: number, salt: number): number {
  let t = (i * 0x9e3779b1 + salt * 0x85ebca6b) | 0;
  t = Math.imul(t ^ (t >>> 16), 0x7feb352d);
  t = Math.imul(t ^ (t >>> 15), 0x846ca68b);
  return ((t ^ (t >>> 16)) >>> 0) / 4294967296;
}
const pick = <T>(list: readonly T[], i: number, salt: number): T =>
  list[Math.floor(hash01(i, salt) * list.length)] as T;

const memberId = (i: number) => `bench-m${String(i).padStart(6, '0')}`;

export function memberIdentity(i: number): { name: string; email: string; phone: string } {
  const [surname, surnameLatin] = pick(SURNAMES, i, 1);
  const [given, givenLatin] = pick(GIVEN, i, 2);
  const digits = String(Math.floor(hash01(i, 3) * 1e8)).padStart(8, '0');
  return {
    name: `${surname}${given}`,
    email: `${givenLatin}.${surnameLatin}${i}@example.com`,
    phone: `010-${digits.slice(0, 4)}-${digits.slice(4)}`,
  };
}

/** 90 % active, 5 % waiting for approval, 3 % deactivated, 2 % refused. */
function statusOf(i: number): UserRecord['status'] {
  const r = hash01(i, 4);
  return r < 0.9 ? 'active' : r < 0.95 ? 'pending' : r < 0.98 ? 'deactivated' : 'rejected';
}

/** Every tenth member has transactions: three each. */
const hasTransactions = (i: number) => i % 10 === 0;

interface Write {
  ref: DocumentReference;
  data: object;
}

function memberWrites(i: number, tokens: MemberTokens): Write[] {
  const uid = memberId(i);
  const identity = memberIdentity(i);
  const createdAt = Timestamp.fromMillis(EPOCH + i * MEMBER_EVERY_MS);
  const status = statusOf(i);
  const writes: Write[] = [];
  let assetsMinor = 0;
  if (hasTransactions(i)) {
    for (let k = 0; k < 3; k += 1) {
      const id = `bench-tx-${uid}-${k}`;
      const amountMinor = 100 + Math.floor(hash01(i, 10 + k) * 500_000);
      const at = Timestamp.fromMillis(createdAt.toMillis() + (k + 1) * DAY);
      const processed = k > 0;
      const entryId = processed ? `bench-led-${uid}-${k}` : null;
      if (processed) assetsMinor += amountMinor;
      const tx: TransactionRecord = {
        uid,
        userName: identity.name,
        amountMinor,
        memo: '벤치마크 입금',
        status: processed ? 'success' : 'pending',
        createdByRole: 'user',
        createdBy: uid,
        createdAt: at,
        updatedAt: at,
        processedAt: processed ? Timestamp.fromMillis(at.toMillis() + 3_600_000) : null,
        processedBy: processed ? 'bench-admin' : null,
        processedByName: processed ? '벤치 관리자' : null,
        processingRecordId: entryId,
        canceledAt: null,
        deletedAt: null,
        deletedBy: null,
        deleteReason: null,
      };
      writes.push({ ref: db().collection(collections.transactions).doc(id), data: tx });
      if (entryId) {
        const entry: LedgerRecord = {
          uid,
          userName: identity.name,
          type: 'transaction',
          amountMinor,
          balanceAfterMinor: assetsMinor,
          memo: '벤치마크 입금',
          actorId: 'bench-admin',
          createdAt: Timestamp.fromMillis(at.toMillis() + 3_600_000),
          transactionId: id,
          reversalOf: null,
          reversedBy: null,
          settlement: null,
        };
        writes.push({ ref: db().collection(collections.processingRecords).doc(entryId), data: entry });
      }
    }
  }
  const member: UserRecord & { searchTokens: string[] } = {
    uid,
    ...identity,
    bank: pick(BANKS, i, 5),
    ...storedAccount(uid, `110-${String(i).padStart(6, '0')}-01`),
    accountChangedAt: null,
    assetsMinor,
    totalSettlementWon: 0,
    isNotificationEnabled: true,
    status,
    activatedAt: status === 'pending' || status === 'rejected' ? null : createdAt,
    createdAt,
    updatedAt: createdAt,
    searchTokens: tokens(identity),
  };
  writes.unshift({ ref: db().collection(collections.users).doc(uid), data: member });
  return writes;
}

const admin = { uid: 'bench-admin', email: 'bench-admin@example.com' };

function approvalWrite(j: number): Write {
  const requestedAt = Timestamp.fromMillis(EPOCH + j * 10 * MEMBER_EVERY_MS);
  const i = j * 7;
  const record: ApprovalRecord = {
    kind: 'ledger.adjust',
    status: (['executed', 'rejected', 'withdrawn'] as const)[j % 3] ?? 'executed',
    operation: { kind: 'ledger.adjust', userId: memberId(i), amountMinor: 10_000, memo: '벤치마크 조정' },
    idempotencyKey: null,
    requestedBy: admin,
    reason: '벤치마크 조정 요청',
    requestedAt,
    expiresAt: Timestamp.fromMillis(requestedAt.toMillis() + DAY),
    members: [{ uid: memberId(i), name: memberIdentity(i).name }],
    batch: null,
    decidedBy: { uid: 'bench-admin-2', email: 'bench-admin-2@example.com' },
    decidedAt: Timestamp.fromMillis(requestedAt.toMillis() + 600_000),
    decisionReason: null,
    result: null,
  };
  return { ref: db().collection(collections.approvals).doc(`bench-appr-${j}`), data: record };
}

function pushWrite(j: number): Write {
  const record: PushMessageRecord = {
    title: `벤치마크 알림 ${j}`,
    body: '정산 일정이 변경되었습니다. 자세한 내용은 공지사항을 확인해 주세요.',
    url: '/notice',
    target: { type: 'all' },
    createdBy: admin.uid,
    createdByName: admin.email,
    createdAt: Timestamp.fromMillis(EPOCH + j * 10 * MEMBER_EVERY_MS),
    recipients: 1000,
  };
  return { ref: db().collection(collections.pushMessages).doc(`bench-push-${j}`), data: record };
}

function announcementWrite(j: number): Write {
  const at = Timestamp.fromMillis(EPOCH + j * 10 * MEMBER_EVERY_MS);
  const record: AnnouncementRecord = {
    title: `정산 안내 ${j}`,
    body: '이번 달 정산은 매월 말일에 진행됩니다. 계좌 정보를 확인해 주세요.',
    pinned: j % 50 === 0,
    published: j % 10 !== 0,
    createdAt: at,
    updatedAt: at,
    createdBy: admin.uid,
    updatedBy: admin.uid,
  };
  return { ref: db().collection(collections.announcements).doc(`bench-ann-${j}`), data: record };
}

function accessWrite(j: number): Write {
  const at = new Date(EPOCH + j * MEMBER_EVERY_MS);
  const entry: NewAccessEntry & { at: Date; month: string; night: boolean } = {
    actorUid: admin.uid,
    actorEmail: admin.email,
    actorRole: 'admin',
    ip: '127.0.0.1',
    userAgent: 'bench',
    action: 'users.list',
    method: 'GET',
    path: '/api/admin/users',
    subjects: [memberId(j)],
    subjectCount: 1,
    export: null,
    details: {},
    status: 200,
    requestId: `bench-${j}`,
    at,
    month: at.toISOString().slice(0, 7),
    night: false,
  };
  return { ref: db().collection(collections.accessLog).doc(`bench-acc-${j}`), data: entry };
}

/** How many of the operator collections go with n members (at least 21 pages of 20 at 1,000). */
export const operatorCounts = (n: number) => ({
  approvals: 500 + Math.floor(n / 100),
  pushMessages: 500 + Math.floor(n / 100),
  announcements: 500 + Math.floor(n / 100),
  accessEntries: 500 + Math.floor(n / 20),
});

function* writesFor(from: number, to: number, tokens: MemberTokens): Generator<Write> {
  for (let i = from; i < to; i += 1) yield* memberWrites(i, tokens);
  // The operator collections of `from` members are there already (none when starting from 0).
  const before = from === 0 ? { approvals: 0, pushMessages: 0, announcements: 0, accessEntries: 0 } : operatorCounts(from);
  const after = operatorCounts(to);
  const range = function* (a: number, b: number, make: (j: number) => Write) {
    for (let j = a; j < b; j += 1) yield make(j);
  };
  yield* range(before.approvals, after.approvals, approvalWrite);
  yield* range(before.pushMessages, after.pushMessages, pushWrite);
  yield* range(before.announcements, after.announcements, announcementWrite);
  yield* range(before.accessEntries, after.accessEntries, accessWrite);
}

const BATCH = 500;
const IN_FLIGHT = 6;

/**
 * Members `from` … `to − 1` and what goes with them, in batches of 500 writes with six in
 * flight (BulkWriter would do the same, but a plain batch is what a migration here would use).
 */
export async function seedMembers(from: number, to: number, tokens: MemberTokens): Promise<number> {
  const inFlight = new Set<Promise<unknown>>();
  let written = 0;
  let batch: WriteBatch = db().batch();
  let size = 0;
  const flush = async () => {
    if (size === 0) return;
    const commit = batch.commit();
    written += size;
    batch = db().batch();
    size = 0;
    const tracked: Promise<unknown> = commit.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    if (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
  };
  for (const { ref, data } of writesFor(from, to, tokens)) {
    batch.create(ref, data);
    size += 1;
    if (size === BATCH) await flush();
  }
  await flush();
  await Promise.all(inFlight);
  return written;
}

export { memberId };
