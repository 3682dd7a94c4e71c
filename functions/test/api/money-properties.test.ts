/**
 * Property tests of the money backend (PRODUCT.md Money, Lifecycle 4–6) against the emulators:
 * fast-check generates sequences of member and admin actions — transactions created, canceled,
 * processed and rejected, adjustments (some larger than the balance), reversals (some of
 * already reversed records), settlements prepared and executed, rate changes, retries with the
 * same Idempotency-Key, the same key with another request, and groups of requests sent at the
 * same moment — and sends them to the real Express app in-process. After every step the whole
 * money state is read back from Firestore and checked:
 *
 * - the invariants: for each member Σ ledger = assets ≥ 0 (and `auditLedger()` is clean), a
 *   processed transaction has exactly one credit, a settled line exactly one settlement entry,
 *   reversal links are mutual, `totalSettlement` matches the settlement entries, nothing is
 *   left executing;
 * - all or nothing: ledger entries never change (only `reversedBy` is set once), every new
 *   entry and every status change is explained by a request of the step that succeeded, and a
 *   step whose one request was refused changed nothing at all;
 * - the model: each single request gets the answer predicted from the state before it.
 *
 * A failure prints fast-check's seed and path. Replay it with
 *   FC_SEED=<seed> FC_PATH=<path> FC_SHRINK=1 npm run test:emulators -- functions/test/api/money-properties.test.ts
 * (FC_RUNS=<n> changes the number of runs; shrinking is off by default to keep failures fast).
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { convertToKrw } from '@settle/contract/money';
import { messages } from '@settle/contract/messages';
import { createApp } from '../../src/http/app.js';
import { db } from '../../src/lib/firebase.js';
import { auditLedger } from '../../src/modules/ledger/audit.js';
import { inlineDispatcher } from '../../src/modules/settlement/dispatcher.js';
import { approvedBy, createApprover } from '../support/approvals.js';
import {
  createAccount,
  createMemberProfile,
  resetEmulators,
  type TestAccount,
} from '../support/emulators.js';

const app = createApp({ settlementDispatcher: inlineDispatcher() });

const RUNS = Number(process.env['FC_RUNS'] ?? 20);
const GHOST = 'ghost-member';

// ---------------------------------------------------------------------------------------------
// The state, as read back from Firestore
// ---------------------------------------------------------------------------------------------

interface UserView {
  assetsMinor: number;
  totalSettlementWon: number;
}
interface EntryView {
  uid: string;
  type: string;
  amountMinor: number;
  balanceAfterMinor: number;
  transactionId: string | null;
  reversalOf: string | null;
  reversedBy: string | null;
  batchId: string | null;
  netWon: number | null;
}
interface TxView {
  uid: string;
  status: string;
  amountMinor: number;
  processingRecordId: string | null;
}
interface LineView {
  status: string;
  amountMinor: number;
  grossWon: number;
  feeWon: number;
  netWon: number;
  processingRecordId: string | null;
}
interface BatchView {
  status: string;
  rateHundredths: number;
  feeBasisPoints: number;
  payableLines: number;
  lines: Record<string, LineView>;
}
interface Snapshot {
  users: Record<string, UserView>;
  ledger: Record<string, EntryView>;
  transactions: Record<string, TxView>;
  batches: Record<string, BatchView>;
  currentBatchId: string | null;
  rateHundredths: number;
  feeBasisPoints: number;
}

async function readSnapshot(): Promise<Snapshot> {
  const col = (name: string) => db().collection(name).get();
  const [users, ledger, txs, batches, pointer, rate, fee] = await Promise.all([
    col('users'),
    col('processingRecords'),
    col('transactions'),
    col('settlementBatches'),
    db().doc('settings/settlement').get(),
    db().doc('settings/exchangeRate').get(),
    db().doc('settings/feeRate').get(),
  ]);
  const snap: Snapshot = {
    users: {},
    ledger: {},
    transactions: {},
    batches: {},
    currentBatchId: (pointer.get('currentBatchId') as string | undefined) ?? null,
    rateHundredths: rate.get('rateHundredths') as number,
    feeBasisPoints: fee.get('basisPoints') as number,
  };
  for (const d of users.docs) {
    snap.users[d.id] = { assetsMinor: d.get('assetsMinor'), totalSettlementWon: d.get('totalSettlementWon') };
  }
  for (const d of ledger.docs) {
    snap.ledger[d.id] = {
      uid: d.get('uid'),
      type: d.get('type'),
      amountMinor: d.get('amountMinor'),
      balanceAfterMinor: d.get('balanceAfterMinor'),
      transactionId: d.get('transactionId') ?? null,
      reversalOf: d.get('reversalOf') ?? null,
      reversedBy: d.get('reversedBy') ?? null,
      batchId: d.get('settlement.batchId') ?? null,
      netWon: d.get('settlement.netWon') ?? null,
    };
  }
  for (const d of txs.docs) {
    snap.transactions[d.id] = {
      uid: d.get('uid'),
      status: d.get('status'),
      amountMinor: d.get('amountMinor'),
      processingRecordId: d.get('processingRecordId') ?? null,
    };
  }
  await Promise.all(
    batches.docs.map(async (d) => {
      const lines = await d.ref.collection('lines').get();
      const batch: BatchView = {
        status: d.get('status'),
        rateHundredths: d.get('rateHundredths'),
        feeBasisPoints: d.get('feeBasisPoints'),
        payableLines: d.get('totals.payableLines'),
        lines: {},
      };
      for (const l of lines.docs) {
        batch.lines[l.id] = {
          status: l.get('status'),
          amountMinor: l.get('amountMinor'),
          grossWon: l.get('grossWon'),
          feeWon: l.get('feeWon'),
          netWon: l.get('netWon'),
          processingRecordId: l.get('processingRecordId') ?? null,
        };
      }
      snap.batches[d.id] = batch;
    }),
  );
  return snap;
}

// ---------------------------------------------------------------------------------------------
// The world of one run: an admin and three members (the third without a bank account)
// ---------------------------------------------------------------------------------------------

interface Actor {
  uid: string;
  token: string;
  role: 'admin' | 'member';
}
interface Member extends Actor {
  hasAccount: boolean;
}

type CallKind = 'create' | 'cancel' | 'process' | 'reject' | 'adjust' | 'reverse' | 'prepare' | 'execute';

/** One money-moving request, with what it is about. */
interface Call {
  kind: CallKind;
  actor: Actor;
  method: 'post' | 'patch' | 'delete';
  path: string;
  body: Record<string, unknown>;
  key: string;
  /** The transaction (cancel, process, reject), member (create, adjust) or batch (execute). */
  target?: string;
  amountMinor?: number;
  ids?: string[];
}

interface Answer {
  status: number;
  // The JSON body as the app sent it.
  body: { data?: Record<string, unknown> & { id?: string }; code?: string; message?: string };
  replayed: boolean;
}

interface Sent {
  call: Call;
  answer: Answer;
}

interface World {
  admin: Actor;
  members: Member[];
  /** Requests whose answer the key keeps (retries must get it back). */
  history: Sent[];
}

const keyOf = () => randomUUID();

/** The second admin of the run: approves every request the first makes (four eyes). */
let approver: TestAccount | undefined;
function approverOf(): TestAccount {
  if (!approver) throw new Error('no approver: setUp first');
  return approver;
}
const bearer = (actor: Actor) => ({ Authorization: `Bearer ${actor.token}` });

/** How often each request kind got each answer over the whole run (printed at the end). */
const tally = new Map<string, number>();
const count = (what: string, n = 1) => tally.set(what, (tally.get(what) ?? 0) + n);

/**
 * Sends a call as its actor. A money route under four eyes answers 202 with an approval
 * request (issue 16): the world's second admin approves it at once, and the answer is the run's
 * (what the route answered before four eyes). A retry with the same key gets the same request
 * back, whose approve answers the stored run.
 */
async function send(call: Call, key = call.key): Promise<Answer> {
  const res = await request(app)
    [call.method](`/api${call.path}`)
    .set(bearer(call.actor))
    .set('Idempotency-Key', key)
    .send(call.body);
  const replayed = res.get('Idempotent-Replayed') === 'true';
  const ran = await approvedBy(app, approverOf(), res);
  count(`${call.kind} → ${ran.status}${replayed ? ' (replayed)' : ''}`);
  return { status: ran.status, body: ran.body as Answer['body'], replayed };
}

/** Answers made by the key check itself (nothing ran): not stored under the key. */
const claimRefusals: string[] = [
  messages.idempotencyInFlight,
  messages.idempotencyKeyReused,
  messages.idempotencyApplied,
];
const byKeyCheck = (a: Answer) => a.status === 409 && claimRefusals.includes(a.body.message ?? '');

async function setUp(): Promise<World> {
  await resetEmulators();
  const [adminAccount, approverAccount, ...accounts] = await Promise.all([
    createAccount('admin@example.com', { admin: true }),
    createApprover(),
    createAccount('m0@example.com'),
    createAccount('m1@example.com'),
    createAccount('m2@example.com'),
  ]);
  const asMember = (a: TestAccount, hasAccount: boolean): Member => ({
    uid: a.uid,
    token: a.token,
    role: 'member',
    hasAccount,
  });
  const members = accounts.map((a, i) => asMember(a, i < 2));
  await Promise.all(
    members.map((m, i) =>
      createMemberProfile(
        { uid: m.uid, email: `m${i}@example.com`, token: m.token },
        { name: `회원${i}`, assetsMinor: 0, ...(m.hasAccount ? {} : { bank: '', account: '' }) },
      ),
    ),
  );
  if (!adminAccount || !approverAccount) throw new Error('no admin account');
  approver = approverAccount;
  return { admin: { uid: adminAccount.uid, token: adminAccount.token, role: 'admin' }, members, history: [] };
}

async function setRates(world: World, rateHundredths: number, feeBasisPoints: number) {
  const [rate, fee] = await Promise.all([
    approvedBy(
      app,
      approverOf(),
      request(app)
        .post('/api/admin/main/exchangeRate')
        .set(bearer(world.admin))
        .set('Idempotency-Key', keyOf())
        .send({ value: rateHundredths / 100 }),
    ),
    approvedBy(
      app,
      approverOf(),
      request(app)
        .post('/api/admin/main/settlementFeeRate')
        .set(bearer(world.admin))
        .set('Idempotency-Key', keyOf())
        .send({ value: feeBasisPoints / 100 }),
    ),
  ]);
  expect([rate.status, fee.status]).toEqual([200, 200]);
}

// ---------------------------------------------------------------------------------------------
// Actions: what fast-check generates. Targets are picks (indexes resolved against the state
// when the action runs), so every sequence is meaningful and shrinks well.
// ---------------------------------------------------------------------------------------------

const pick = fc.nat({ max: 1000 });
const amountMinor = fc.integer({ min: 1, max: 1_000_000 });

const raceKinds = [
  'double-process',
  'cancel-and-process',
  'reject-and-process',
  'double-reverse',
  'reverse-and-debit',
  'double-debit',
  'same-key-twice',
  'double-execute',
  'execute-and-debit',
  'execute-and-process',
  'double-prepare',
  'prepare-and-execute',
  'rate-and-execute',
  'mixed',
] as const;
type RaceKind = (typeof raceKinds)[number];

type Action =
  | { kind: 'create'; member: number; amountMinor: number; asString: boolean; byAdmin: boolean }
  | { kind: 'deposit'; member: number; amountMinor: number; byAdmin: boolean }
  | { kind: 'settle' }
  | { kind: 'cancel'; pick: number; pendingOnly: boolean; asOwner: boolean }
  | { kind: 'process'; pick: number; pendingOnly: boolean }
  | { kind: 'reject'; pick: number; pendingOnly: boolean }
  | {
      kind: 'adjust';
      member: number;
      mode: 'credit' | 'debit' | 'exact' | 'over' | 'ghost';
      amountMinor: number;
    }
  | { kind: 'reverse'; picks: number[]; unknown: boolean }
  | { kind: 'prepare' }
  | { kind: 'execute'; which: 'current' | 'other' }
  | { kind: 'rate'; fee: boolean; value: number }
  | { kind: 'retry'; pick: number }
  | { kind: 'reuse'; pick: number }
  | { kind: 'race'; race: RaceKind; pick: number; pick2: number; amountMinor: number; size: number };

const memberIndex = fc.integer({ min: 0, max: 2 });
const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      member: memberIndex,
      amountMinor,
      asString: fc.boolean(),
      byAdmin: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      member: memberIndex,
      amountMinor,
      byAdmin: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('settle' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      pick,
      pendingOnly: fc.boolean(),
      asOwner: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('process' as const), pick, pendingOnly: fc.boolean() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('reject' as const), pick, pendingOnly: fc.boolean() }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('adjust' as const),
      member: memberIndex,
      mode: fc.constantFrom('credit', 'credit', 'credit', 'debit', 'debit', 'exact', 'over', 'over', 'ghost'),
      amountMinor,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('reverse' as const),
      picks: fc.array(pick, { minLength: 1, maxLength: 3 }),
      unknown: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('prepare' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('execute' as const),
      which: fc.constantFrom('current', 'current', 'current', 'other'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('rate' as const),
      fee: fc.boolean(),
      value: fc.integer({ min: 1, max: 1000 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('retry' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reuse' as const), pick }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('race' as const),
      race: fc.constantFrom(...raceKinds),
      pick,
      pick2: pick,
      amountMinor,
      size: fc.integer({ min: 2, max: 4 }),
    }),
  },
);

const choose = <T>(items: readonly T[], n: number): T | undefined =>
  items.length === 0 ? undefined : items[n % items.length];

/** The n-th item (modulo the length) of a list that is never empty. */
function nth<T>(items: readonly T[], n: number): T {
  const item = choose(items, n);
  if (item === undefined) throw new Error('empty list');
  return item;
}

// Building requests ------------------------------------------------------------------------

const asAmount = (minor: number, asString = false) => (asString ? (minor / 100).toFixed(2) : minor / 100);

function createCall(world: World, member: Member, minor: number, asString: boolean, byAdmin: boolean): Call {
  return byAdmin
    ? {
        kind: 'create',
        actor: world.admin,
        method: 'post',
        path: '/admin/transactions',
        body: { userId: member.uid, amount: asAmount(minor, asString), memo: '관리자 등록' },
        key: keyOf(),
        target: member.uid,
        amountMinor: minor,
      }
    : {
        kind: 'create',
        actor: member,
        method: 'post',
        path: '/transactions',
        body: { amount: asAmount(minor, asString), memo: '입금' },
        key: keyOf(),
        target: member.uid,
        amountMinor: minor,
      };
}

const processCall = (world: World, txId: string): Call => ({
  kind: 'process',
  actor: world.admin,
  method: 'patch',
  path: `/admin/transactions/${txId}`,
  body: { status: 'success' },
  key: keyOf(),
  target: txId,
});

const rejectCall = (world: World, txId: string): Call => ({
  kind: 'reject',
  actor: world.admin,
  method: 'delete',
  path: `/admin/transactions/${txId}`,
  body: { reason: '입금 확인 불가' },
  key: keyOf(),
  target: txId,
});

const cancelCall = (actor: Actor, txId: string): Call => ({
  kind: 'cancel',
  actor,
  method: 'patch',
  path: `/transactions/${txId}`,
  body: { status: 'canceled' },
  key: keyOf(),
  target: txId,
});

const adjustCall = (world: World, uid: string, minor: number): Call => ({
  kind: 'adjust',
  actor: world.admin,
  method: 'post',
  path: '/admin/processingRecords',
  body: { userId: uid, amount: minor / 100, memo: minor > 0 ? '보정 입금' : '보정 출금' },
  key: keyOf(),
  target: uid,
  amountMinor: minor,
});

const reverseCall = (world: World, ids: string[]): Call => ({
  kind: 'reverse',
  actor: world.admin,
  method: 'delete',
  path: '/admin/processingRecords',
  body: { ids, memo: '역분개' },
  key: keyOf(),
  ids,
});

const prepareCall = (world: World): Call => ({
  kind: 'prepare',
  actor: world.admin,
  method: 'post',
  path: '/admin/processingRecords/settlementAll/prepare',
  body: {},
  key: keyOf(),
});

const executeCall = (world: World, batchId: string): Call => ({
  kind: 'execute',
  actor: world.admin,
  method: 'post',
  path: '/admin/processingRecords/settlementAll/execute',
  body: { batchId },
  key: keyOf(),
  target: batchId,
});

const txIds = (s: Snapshot, pendingOnly: boolean) =>
  Object.keys(s.transactions)
    .sort()
    .filter((id) => !pendingOnly || s.transactions[id]?.status === 'pending');

function pickTx(s: Snapshot, n: number, pendingOnly: boolean): string {
  return choose(txIds(s, pendingOnly), n) ?? choose(txIds(s, false), n) ?? 'no-such-transaction';
}

const entryIds = (s: Snapshot) => Object.keys(s.ledger).sort();

function newTransaction(before: Snapshot, after: Snapshot): string {
  const id = Object.keys(after.transactions).find((t) => !(t in before.transactions));
  if (id === undefined) throw new Error('no transaction was created');
  return id;
}

/** A debit that the balance cannot cover: more than the balance (or 0.01 from nothing). */
const overdraw = (s: Snapshot, uid: string, extra: number) => -((s.users[uid]?.assetsMinor ?? 0) + extra);

function adjustAmount(
  s: Snapshot,
  uid: string,
  mode: 'credit' | 'debit' | 'exact' | 'over' | 'ghost',
  minor: number,
) {
  const assets = s.users[uid]?.assetsMinor ?? 0;
  switch (mode) {
    case 'credit':
    case 'ghost':
      return minor;
    case 'debit':
      return -Math.max(1, Math.min(minor, assets));
    case 'exact':
      return assets > 0 ? -assets : -1;
    case 'over':
      return overdraw(s, uid, minor);
  }
}

function otherBatch(s: Snapshot, n: number): string {
  const others = Object.keys(s.batches)
    .sort()
    .filter((id) => id !== s.currentBatchId);
  return choose([...others, 'no-such-batch'], n) ?? 'no-such-batch';
}

/** The same actor and key, but another request (another body, or another path). */
function mutated(world: World, call: Call): Call {
  switch (call.kind) {
    case 'create':
      return { ...call, body: { ...call.body, memo: `${String(call.body['memo'])} (수정)` } };
    case 'cancel':
      return { ...call, path: `${call.path}-other` };
    case 'process':
      return { ...call, path: `${call.path}-other` };
    case 'reject':
      return { ...call, body: { reason: '다른 사유' } };
    case 'adjust':
      return { ...call, body: { ...call.body, memo: '다른 메모' } };
    case 'reverse':
      return { ...call, body: { ...call.body, memo: '다른 메모' } };
    case 'prepare':
      return { ...adjustCall(world, nth(world.members, 0).uid, 1), key: call.key };
    case 'execute':
      return { ...call, body: { batchId: `${String(call.body['batchId'])}-other` } };
  }
}

// ---------------------------------------------------------------------------------------------
// Checks
// ---------------------------------------------------------------------------------------------

/** What must hold after every step, whatever happened. */
async function checkInvariants(s: Snapshot) {
  const audit = await auditLedger();
  expect(audit.drift, 'auditLedger() reports drift').toEqual([]);
  expect(audit.members).toBe(Object.keys(s.users).length);
  expect(audit.entries).toBe(Object.keys(s.ledger).length);

  const entries = Object.entries(s.ledger);
  for (const [uid, user] of Object.entries(s.users)) {
    const mine = entries.filter(([, e]) => e.uid === uid);
    expect(user.assetsMinor, `assets of ${uid}`).toBe(mine.reduce((sum, [, e]) => sum + e.amountMinor, 0));
    expect(user.assetsMinor).toBeGreaterThanOrEqual(0);
    // totalSettlement = what the settlement entries paid, minus what reversals gave back.
    const paid = mine
      .filter(([, e]) => e.type === 'settlement')
      .reduce((sum, [, e]) => sum + (e.reversedBy ? 0 : (e.netWon ?? 0)), 0);
    expect(user.totalSettlementWon, `totalSettlement of ${uid}`).toBe(paid);
  }

  // A processed transaction has exactly one credit (with its id), any other none.
  for (const [id, tx] of Object.entries(s.transactions)) {
    const credits = entries.filter(([, e]) => e.type === 'transaction' && e.transactionId === id);
    if (tx.status === 'success') {
      expect(
        credits.map(([eid]) => eid),
        `credits of transaction ${id}`,
      ).toEqual([`txn-${id}`]);
      expect(credits[0]?.[1]).toMatchObject({ uid: tx.uid, amountMinor: tx.amountMinor });
      expect(tx.processingRecordId).toBe(`txn-${id}`);
    } else {
      expect(credits, `credits of ${tx.status} transaction ${id}`).toEqual([]);
    }
  }

  // Reversals: one per record at most, and the links go both ways.
  for (const [id, e] of entries) {
    if (e.reversedBy) {
      const r = s.ledger[e.reversedBy];
      expect(r, `reversal of ${id}`).toMatchObject({
        reversalOf: id,
        uid: e.uid,
        amountMinor: -e.amountMinor,
        type: 'reversal',
      });
    }
    if (e.reversalOf) {
      expect(e.type).toBe('reversal');
      expect(s.ledger[e.reversalOf]?.reversedBy, `original of reversal ${id}`).toBe(id);
    }
  }

  // Settlement: a settled line has exactly one settlement entry; other lines none.
  let open = 0;
  for (const [batchId, batch] of Object.entries(s.batches)) {
    if (batch.status === 'prepared' || batch.status === 'executing') open += 1;
    expect(batch.status, `batch ${batchId} left executing`).not.toBe('executing');
    for (const [uid, line] of Object.entries(batch.lines)) {
      const paid = entries.filter(
        ([, e]) => e.type === 'settlement' && e.batchId === batchId && e.uid === uid,
      );
      if (line.status === 'settled') {
        expect(
          paid.map(([eid]) => eid),
          `settlement entries of line ${batchId}/${uid}`,
        ).toEqual([`settle-${batchId}-${uid}`]);
        expect(paid[0]?.[1]).toMatchObject({ amountMinor: -line.amountMinor, netWon: line.netWon });
        expect(line.processingRecordId).toBe(`settle-${batchId}-${uid}`);
      } else {
        expect(paid, `settlement entries of ${line.status} line ${batchId}/${uid}`).toEqual([]);
      }
    }
  }
  for (const [id, e] of entries) {
    if (e.type === 'settlement')
      expect(s.batches[e.batchId ?? '']?.lines[e.uid]?.status, `line of ${id}`).toBe('settled');
  }
  expect(open, 'prepared or executing batches').toBeLessThanOrEqual(1);
}

const moneyOf = (s: Snapshot) => ({ users: s.users, ledger: s.ledger });

/**
 * All or nothing, for any step (one request or several at once): entries never change except
 * `reversedBy` set once; every new entry and every status change is what a successful request
 * of this step did; no 5xx.
 */
function checkExplained(sent: Sent[], before: Snapshot, after: Snapshot) {
  for (const { call, answer } of sent) {
    expect(
      answer.status,
      `${call.kind} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
    ).toBeLessThan(500);
  }
  for (const [id, e] of Object.entries(before.ledger)) {
    const now = after.ledger[id];
    expect(now, `entry ${id} disappeared`).toBeDefined();
    expect({ ...now, reversedBy: e.reversedBy }, `entry ${id} changed`).toEqual(e);
    if (e.reversedBy) expect(now?.reversedBy).toBe(e.reversedBy);
  }

  const ok = sent.filter(({ answer }) => answer.status < 300 && !answer.replayed);
  const explained = new Set<string>();
  const statusBy = new Map<string, string>();
  for (const { call, answer } of ok) {
    switch (call.kind) {
      case 'process':
        explained.add(`txn-${call.target}`);
        statusBy.set(call.target ?? '', 'success');
        break;
      case 'cancel':
        statusBy.set(call.target ?? '', 'canceled');
        break;
      case 'reject':
        statusBy.set(call.target ?? '', 'deleted');
        break;
      case 'adjust':
        explained.add(answer.body.data?.id ?? '');
        break;
      case 'reverse': {
        const results = (answer.body.data?.['results'] ?? []) as {
          ok: boolean;
          reversal: { id: string } | null;
        }[];
        for (const r of results) if (r.ok) explained.add(r.reversal?.id ?? '');
        break;
      }
      case 'execute': {
        const batchId = call.target ?? '';
        for (const [uid, line] of Object.entries(after.batches[batchId]?.lines ?? {})) {
          if (line.status === 'settled' && before.batches[batchId]?.lines[uid]?.status === 'pending') {
            explained.add(`settle-${batchId}-${uid}`);
          }
        }
        break;
      }
      default:
        break;
    }
  }
  const created = Object.keys(after.ledger).filter((id) => !(id in before.ledger));
  count('lines settled', created.filter((id) => id.startsWith('settle-')).length);
  expect(new Set(created), 'new ledger entries = those the successful requests made').toEqual(explained);

  for (const [id, tx] of Object.entries(after.transactions)) {
    const was = before.transactions[id]?.status ?? 'pending';
    if (tx.status !== was) {
      expect(was, `transaction ${id} left ${was}`).toBe('pending');
      expect(statusBy.get(id), `transaction ${id} became ${tx.status} without a request`).toBe(tx.status);
    }
  }
  for (const [id, status] of statusBy) {
    if (ok.filter(({ call }) => call.target === id).length === 1)
      expect(after.transactions[id]?.status).toBe(status);
  }
  // Lines change only while their batch is executed in this step.
  for (const [batchId, batch] of Object.entries(after.batches)) {
    const executed = ok.some(({ call }) => call.kind === 'execute' && call.target === batchId);
    for (const [uid, line] of Object.entries(batch.lines)) {
      const was = before.batches[batchId]?.lines[uid]?.status;
      if (was === 'pending' && line.status === 'failed') count('lines failed (balance fell below the line)');
      if (was !== undefined && was !== line.status) {
        expect(executed, `line ${batchId}/${uid} became ${line.status} without an execute`).toBe(true);
        expect(was).toBe('pending');
      }
    }
  }
}

/** The answer and the new state a single request must produce, predicted from the state before it. */
function checkModel(world: World, call: Call, answer: Answer, before: Snapshot, after: Snapshot) {
  const refused = (status: number, message?: string) => {
    expect(answer.status, `${call.kind} ${call.path}: ${JSON.stringify(answer.body)}`).toBe(status);
    if (message !== undefined) expect(answer.body.message).toBe(message);
    expect(after, 'a refused request changed nothing').toEqual(before);
  };
  const succeeded = (status: number) =>
    expect(answer.status, `${call.kind} ${call.path}: ${JSON.stringify(answer.body)}`).toBe(status);

  switch (call.kind) {
    case 'create': {
      succeeded(201);
      const id = answer.body.data?.id ?? '';
      expect(after.transactions[id]).toEqual({
        uid: call.target,
        status: 'pending',
        amountMinor: call.amountMinor,
        processingRecordId: null,
      });
      expect(moneyOf(after)).toEqual(moneyOf(before));
      return;
    }
    case 'cancel':
    case 'process':
    case 'reject': {
      const id = call.target ?? '';
      const tx = before.transactions[id];
      if (!tx || (call.kind === 'cancel' && tx.uid !== call.actor.uid))
        return refused(404, messages.transactionNotFound);
      if (tx.status !== 'pending') return refused(409);
      succeeded(200);
      const status = { cancel: 'canceled', process: 'success', reject: 'deleted' }[call.kind];
      expect(after.transactions[id]?.status).toBe(status);
      if (call.kind !== 'process') {
        expect(moneyOf(after)).toEqual(moneyOf(before));
        return;
      }
      const assets = before.users[tx.uid]?.assetsMinor ?? 0;
      expect(after.ledger[`txn-${id}`]).toMatchObject({
        uid: tx.uid,
        type: 'transaction',
        amountMinor: tx.amountMinor,
        balanceAfterMinor: assets + tx.amountMinor,
        transactionId: id,
      });
      expect(after.users[tx.uid]?.assetsMinor).toBe(assets + tx.amountMinor);
      return;
    }
    case 'adjust': {
      const uid = call.target ?? '';
      const amount = call.amountMinor ?? 0;
      const user = before.users[uid];
      if (!user) return refused(404, messages.userNotFound);
      if (user.assetsMinor + amount < 0) return refused(409, messages.insufficientAssets);
      succeeded(201);
      expect(after.ledger[answer.body.data?.id ?? '']).toMatchObject({
        uid,
        type: 'adjustment',
        amountMinor: amount,
        balanceAfterMinor: user.assetsMinor + amount,
      });
      expect(after.users[uid]?.assetsMinor).toBe(user.assetsMinor + amount);
      return;
    }
    case 'reverse': {
      succeeded(200);
      const running = new Map(Object.entries(before.users).map(([uid, u]) => [uid, u.assetsMinor]));
      const expected = [...new Set(call.ids)].map((id) => {
        const e = before.ledger[id];
        if (!e) return { id, ok: false, message: messages.recordNotFound };
        if (e.reversalOf) return { id, ok: false, message: messages.recordIsReversal };
        if (e.reversedBy) return { id, ok: false, message: messages.recordAlreadyReversed };
        const balance = running.get(e.uid) ?? 0;
        if (balance - e.amountMinor < 0) return { id, ok: false, message: messages.reversalWouldGoNegative };
        running.set(e.uid, balance - e.amountMinor);
        return { id, ok: true, message: null };
      });
      const results = (answer.body.data?.['results'] ?? []) as {
        id: string;
        ok: boolean;
        message: string | null;
      }[];
      expect(results.map(({ id, ok, message }) => ({ id, ok, message }))).toEqual(expected);
      for (const [uid, assets] of running)
        expect(after.users[uid]?.assetsMinor, `assets of ${uid}`).toBe(assets);
      for (const { id, ok } of expected) {
        if (ok) expect(after.ledger[id]?.reversedBy).toBe(`reversal-${id}`);
      }
      if (expected.every((r) => !r.ok)) expect(after).toEqual(before);
      return;
    }
    case 'prepare': {
      succeeded(201);
      const batchId = answer.body.data?.id ?? '';
      expect(after.currentBatchId).toBe(batchId);
      const lines: Record<string, LineView> = {};
      for (const [uid, user] of Object.entries(before.users)) {
        if (user.assetsMinor <= 0) continue;
        const hasAccount = world.members.find((m) => m.uid === uid)?.hasAccount ?? false;
        lines[uid] = {
          status: hasAccount ? 'pending' : 'skipped',
          amountMinor: user.assetsMinor,
          ...(({ gross, fee, net }) => ({ grossWon: gross, feeWon: fee, netWon: net }))(
            convertToKrw(user.assetsMinor, before.rateHundredths, before.feeBasisPoints),
          ),
          processingRecordId: null,
        };
      }
      expect(after.batches[batchId]).toEqual({
        status: 'prepared',
        rateHundredths: before.rateHundredths,
        feeBasisPoints: before.feeBasisPoints,
        payableLines: Object.values(lines).filter((l) => l.status === 'pending').length,
        lines,
      });
      const previous = before.currentBatchId ? before.batches[before.currentBatchId] : undefined;
      if (previous && (previous.status === 'prepared' || previous.status === 'stale')) {
        expect(after.batches[before.currentBatchId ?? '']?.status).toBe('discarded');
      }
      expect(moneyOf(after)).toEqual(moneyOf(before));
      return;
    }
    case 'execute': {
      const batchId = call.target ?? '';
      const batch = before.batches[batchId];
      if (!batch) return refused(404, messages.settlementNotFound);
      if (before.currentBatchId !== batchId) return refused(409, messages.settlementNotPrepared);
      if (batch.status === 'completed') {
        succeeded(202);
        expect(after).toEqual(before);
        return;
      }
      if (batch.status === 'stale') return refused(409, messages.settlementStale);
      if (batch.status !== 'prepared') return refused(409, messages.settlementNotPrepared);
      if (batch.payableLines === 0) return refused(409, messages.settlementNothingToPay);
      succeeded(202);
      const done = after.batches[batchId];
      expect(done?.status).toBe('completed');
      for (const [uid, line] of Object.entries(batch.lines)) {
        const user = before.users[uid];
        const now = done?.lines[uid];
        if (line.status !== 'pending') {
          expect(now).toEqual(line);
        } else if ((user?.assetsMinor ?? 0) >= line.amountMinor) {
          expect(now?.status, `line ${uid}`).toBe('settled');
          expect(after.users[uid]).toEqual({
            assetsMinor: (user?.assetsMinor ?? 0) - line.amountMinor,
            totalSettlementWon: (user?.totalSettlementWon ?? 0) + line.netWon,
          });
        } else {
          expect(now?.status, `line ${uid} (balance fell below the line)`).toBe('failed');
          expect(after.users[uid]).toEqual(user);
        }
      }
      return;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Running actions
// ---------------------------------------------------------------------------------------------

function remember(world: World, sent: Sent[]) {
  for (const s of sent) if (!byKeyCheck(s.answer) && !s.answer.replayed) world.history.push(s);
}

async function runSingle(world: World, call: Call, before: Snapshot) {
  const answer = await send(call);
  const after = await readSnapshot();
  checkExplained([{ call, answer }], before, after);
  checkModel(world, call, answer, before, after);
  remember(world, [{ call, answer }]);
  return after;
}

/** Builds the requests of a race from the state before it. */
function raceCalls(world: World, action: Extract<Action, { kind: 'race' }>, s: Snapshot): Call[] {
  const member = nth(world.members, action.pick);
  const tx = pickTx(s, action.pick, true);
  const owner = world.members.find((m) => m.uid === s.transactions[tx]?.uid) ?? member;
  const entry = choose(entryIds(s), action.pick2) ?? 'no-such-record';
  const entryOwner = s.ledger[entry]?.uid ?? member.uid;
  const current = s.currentBatchId ?? 'no-such-batch';
  const assets = s.users[member.uid]?.assetsMinor ?? 0;
  switch (action.race) {
    case 'double-process':
      return [processCall(world, tx), processCall(world, tx)];
    case 'cancel-and-process':
      return [cancelCall(owner, tx), processCall(world, tx)];
    case 'reject-and-process':
      return [rejectCall(world, tx), processCall(world, tx)];
    case 'double-reverse':
      return [reverseCall(world, [entry]), reverseCall(world, [entry])];
    case 'reverse-and-debit':
      return [
        reverseCall(world, [entry]),
        adjustCall(world, entryOwner, -Math.max(1, s.users[entryOwner]?.assetsMinor ?? 1)),
      ];
    case 'double-debit': {
      const sixty = -Math.max(1, Math.ceil(assets * 0.6));
      return [adjustCall(world, member.uid, sixty), adjustCall(world, member.uid, sixty)];
    }
    case 'same-key-twice': {
      const call = adjustCall(world, member.uid, action.amountMinor);
      return [call, { ...call }];
    }
    case 'double-execute':
      return [executeCall(world, current), executeCall(world, current)];
    case 'execute-and-debit':
      return [
        executeCall(world, current),
        adjustCall(world, member.uid, -Math.max(1, Math.ceil(assets / 2))),
      ];
    case 'execute-and-process':
      return [executeCall(world, current), processCall(world, tx)];
    case 'double-prepare':
      return [prepareCall(world), prepareCall(world)];
    case 'prepare-and-execute':
      return [prepareCall(world), executeCall(world, current)];
    case 'rate-and-execute':
      return [executeCall(world, current)];
    case 'mixed': {
      const pool = [
        processCall(world, tx),
        adjustCall(world, member.uid, action.amountMinor),
        adjustCall(world, member.uid, -action.amountMinor),
        reverseCall(world, [entry]),
        createCall(world, member, action.amountMinor, false, false),
        cancelCall(owner, tx),
        executeCall(world, current),
        prepareCall(world),
      ];
      return Array.from({ length: action.size }, (_, i) => nth(pool, action.pick2 + i * 3));
    }
  }
}

const needsPending: RaceKind[] = [
  'double-process',
  'cancel-and-process',
  'reject-and-process',
  'execute-and-process',
];
const needsBatch: RaceKind[] = [
  'double-execute',
  'execute-and-debit',
  'execute-and-process',
  'prepare-and-execute',
  'rate-and-execute',
];
const needsEntry: RaceKind[] = ['double-reverse', 'reverse-and-debit', 'double-debit'];

/** Makes sure the race has something to race for: a pending transaction, assets, a prepared batch. */
async function setTheStage(world: World, action: Extract<Action, { kind: 'race' }>, before: Snapshot) {
  let state = before;
  const member = nth(world.members, action.pick);
  const step = async (call: Call) => {
    state = await runSingle(world, call, state);
    await checkInvariants(state);
  };
  if (needsPending.includes(action.race) && txIds(state, true).length === 0) {
    await step(createCall(world, member, action.amountMinor, false, false));
  }
  if (needsEntry.includes(action.race) && (state.users[member.uid]?.assetsMinor ?? 0) === 0) {
    await step(adjustCall(world, member.uid, action.amountMinor));
  }
  if (needsBatch.includes(action.race)) {
    const current = state.currentBatchId ? state.batches[state.currentBatchId] : undefined;
    if (current?.status !== 'prepared') {
      if (!Object.values(state.users).some((u) => u.assetsMinor > 0)) {
        await step(adjustCall(world, member.uid, action.amountMinor));
      }
      await step(prepareCall(world));
    }
  }
  return state;
}

async function runRace(world: World, action: Extract<Action, { kind: 'race' }>, start: Snapshot) {
  count(`race ${action.race}`);
  const before = await setTheStage(world, action, start);
  const calls = raceCalls(world, action, before);
  const rateChange =
    action.race === 'rate-and-execute'
      ? approvedBy(
          app,
          approverOf(),
          request(app)
            .post('/api/admin/main/exchangeRate')
            .set(bearer(world.admin))
            .set('Idempotency-Key', keyOf())
            .send({ value: (before.rateHundredths + 100) / 100 }),
        )
      : undefined;
  const [answers, rate] = await Promise.all([Promise.all(calls.map((call) => send(call))), rateChange]);
  if (rate) expect(rate.status).toBe(200);
  const sent = calls.map((call, i) => ({ call, answer: nth(answers, i) }));
  const after = await readSnapshot();
  checkExplained(sent, before, after);

  const won = (kind: CallKind) =>
    sent.filter(({ call, answer }) => call.kind === kind && answer.status < 300);
  const tx = calls[0]?.target ?? '';
  const wasPending = before.transactions[tx]?.status === 'pending';
  switch (action.race) {
    case 'double-process':
    case 'cancel-and-process':
    case 'reject-and-process': {
      // Exactly one of the two wins a pending transaction; the other is refused.
      const winners = sent.filter(({ answer }) => answer.status === 200);
      expect(winners.length, JSON.stringify(answers)).toBe(wasPending ? 1 : 0);
      if (wasPending) expect(after.transactions[tx]?.status).not.toBe('pending');
      break;
    }
    case 'double-reverse': {
      const oks = answers.flatMap((a) =>
        ((a.body.data?.['results'] ?? []) as { ok: boolean }[]).filter((r) => r.ok),
      );
      const e = before.ledger[calls[0]?.ids?.[0] ?? ''];
      const reversible =
        e !== undefined &&
        !e.reversalOf &&
        !e.reversedBy &&
        (before.users[e.uid]?.assetsMinor ?? 0) - e.amountMinor >= 0;
      expect(oks.length, JSON.stringify(answers)).toBe(reversible ? 1 : 0);
      break;
    }
    case 'double-debit': {
      const assets = before.users[calls[0]?.target ?? '']?.assetsMinor ?? 0;
      expect(won('adjust').length, JSON.stringify(answers)).toBe(assets > 0 ? 1 : 0);
      break;
    }
    case 'same-key-twice': {
      // One request ran; the other was told it is in flight or got the same answer back.
      const [a, b] = answers as [Answer, Answer];
      const ran = [a, b].filter((x) => !x.replayed && !byKeyCheck(x));
      expect(ran.length, JSON.stringify(answers)).toBe(1);
      const other = ran[0] === a ? b : a;
      if (other.replayed) expect(other).toEqual({ ...ran[0], replayed: true });
      else expect(other.body.message).toBe(messages.idempotencyInFlight);
      break;
    }
    case 'double-prepare': {
      const ids = won('prepare').map(({ answer }) => answer.body.data?.id ?? '');
      expect(ids.filter((id) => after.batches[id]?.status === 'prepared').length).toBe(
        ids.length > 0 ? 1 : 0,
      );
      break;
    }
    default:
      break;
  }
  remember(world, sent);
  return after;
}

async function runAction(world: World, action: Action, before: Snapshot): Promise<Snapshot> {
  switch (action.kind) {
    case 'create': {
      const member = nth(world.members, action.member);
      return runSingle(
        world,
        createCall(world, member, action.amountMinor, action.asString, action.byAdmin),
        before,
      );
    }
    case 'deposit': {
      // The everyday flow: a member (or an admin for them) registers a payment, an admin processes it.
      const member = nth(world.members, action.member);
      const created = await runSingle(
        world,
        createCall(world, member, action.amountMinor, true, action.byAdmin),
        before,
      );
      const id = newTransaction(before, created);
      await checkInvariants(created);
      return runSingle(world, processCall(world, id), created);
    }
    case 'settle': {
      // The operator's flow: prepare, then execute the batch just prepared.
      const prepared = await runSingle(world, prepareCall(world), before);
      await checkInvariants(prepared);
      return runSingle(world, executeCall(world, prepared.currentBatchId ?? 'no-such-batch'), prepared);
    }
    case 'cancel': {
      const tx = pickTx(before, action.pick, action.pendingOnly);
      const owner = world.members.find((m) => m.uid === before.transactions[tx]?.uid);
      const actor = action.asOwner && owner ? owner : nth(world.members, action.pick);
      return runSingle(world, cancelCall(actor, tx), before);
    }
    case 'process':
      return runSingle(world, processCall(world, pickTx(before, action.pick, action.pendingOnly)), before);
    case 'reject':
      return runSingle(world, rejectCall(world, pickTx(before, action.pick, action.pendingOnly)), before);
    case 'adjust': {
      const uid = action.mode === 'ghost' ? GHOST : nth(world.members, action.member).uid;
      return runSingle(
        world,
        adjustCall(world, uid, adjustAmount(before, uid, action.mode, action.amountMinor)),
        before,
      );
    }
    case 'reverse': {
      const ids = action.picks.map((n) => choose(entryIds(before), n) ?? 'no-such-record');
      return runSingle(world, reverseCall(world, action.unknown ? [...ids, 'no-such-record'] : ids), before);
    }
    case 'prepare':
      return runSingle(world, prepareCall(world), before);
    case 'execute': {
      const batchId =
        action.which === 'current' && before.currentBatchId ? before.currentBatchId : otherBatch(before, 0);
      return runSingle(world, executeCall(world, batchId), before);
    }
    case 'rate': {
      const path = action.fee ? '/api/admin/main/settlementFeeRate' : '/api/admin/main/exchangeRate';
      const value = action.fee ? action.value / 100 : action.value;
      const res = await approvedBy(
        app,
        approverOf(),
        request(app).post(path).set(bearer(world.admin)).set('Idempotency-Key', keyOf()).send({ value }),
      );
      expect(res.status).toBe(200);
      const after = await readSnapshot();
      expect(moneyOf(after)).toEqual(moneyOf(before));
      const current = before.currentBatchId ? before.batches[before.currentBatchId] : undefined;
      if (current?.status === 'prepared')
        expect(after.batches[before.currentBatchId ?? '']?.status).toBe('stale');
      return after;
    }
    case 'retry': {
      const first = choose(world.history, action.pick);
      if (!first) return before;
      const answer = await send(first.call);
      const after = await readSnapshot();
      expect(answer, `retry of ${first.call.kind} ${first.call.path}`).toEqual({
        ...first.answer,
        replayed: true,
      });
      expect(after, 'a retry changed nothing').toEqual(before);
      return after;
    }
    case 'reuse': {
      const first = choose(world.history, action.pick);
      if (!first) return before;
      const answer = await send(mutated(world, first.call), first.call.key);
      const after = await readSnapshot();
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ code: 'conflict', message: messages.idempotencyKeyReused });
      expect(after, 'the same key with another request changed nothing').toEqual(before);
      return after;
    }
    case 'race':
      return runRace(world, action, before);
  }
}

describe('money properties on the emulators', () => {
  afterAll(() => {
    const lines = [...tally].sort(([a], [b]) => a.localeCompare(b)).map(([what, n]) => `  ${what}: ${n}`);
    console.log(`money properties: what the runs did\n${lines.join('\n')}`);
  });

  it(
    'whatever members and admins do, in any order and at the same moment, Σ ledger = assets ≥ 0 and every request applies fully or not at all',
    { timeout: 300_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 100, max: 200_000 }),
          fc.integer({ min: 0, max: 1000 }),
          fc.array(actionArb, { minLength: 10, maxLength: 20 }),
          async (rateHundredths, feeBasisPoints, actions) => {
            const world = await setUp();
            await setRates(world, rateHundredths, feeBasisPoints);
            let state = await readSnapshot();
            await checkInvariants(state);
            for (const [step, action] of actions.entries()) {
              try {
                state = await runAction(world, action, state);
                await checkInvariants(state);
              } catch (error) {
                const message = error instanceof Error ? error.message : String(error);
                throw new Error(`step ${step} ${JSON.stringify(action)}: ${message}`, { cause: error });
              }
            }
          },
        ),
        {
          numRuns: RUNS,
          endOnFailure: process.env['FC_SHRINK'] !== '1',
          ...(process.env['FC_SEED'] ? { seed: Number(process.env['FC_SEED']) } : {}),
          ...(process.env['FC_PATH'] ? { path: process.env['FC_PATH'] } : {}),
        },
      );
    },
  );
});
