import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  setLogLevel,
  updateDoc,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { collections } from '../../src/lib/collections.js';
import { PROJECT_ID, firestoreHost } from '../support/emulators.js';

// Denied writes are the point of these tests; keep the SDK from logging each one.
setLogLevel('silent');

let env: RulesTestEnvironment;

beforeAll(async () => {
  const [host, port] = firestoreHost().split(':');
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: {
      rules: readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8'),
      host: host ?? '127.0.0.1',
      port: Number(port),
    },
  });
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const firestore = context.firestore();
    await setDoc(doc(firestore, 'users/alice'), { name: 'Alice', assetsMinor: 1000 });
    await setDoc(doc(firestore, 'users/bob'), { name: 'Bob', assetsMinor: 2000 });
    await setDoc(doc(firestore, 'settings/exchangeRate'), { rateHundredths: 135025 });
    for (const path of CLOSED_DOCS) await setDoc(doc(firestore, path), { uid: 'alice', title: 'x' });
  });
});

/**
 * One document of every collection and subcollection the design has (lib/collections.ts),
 * each belonging to alice where it belongs to anyone. The browser reads all of them through the
 * API, so no client may read or write any of them directly: not the member they belong to
 * (their inbox, tokens, transactions, ledger and settlement lines included), not another
 * member, not an admin. `users/{uid}` itself is tested on its own below (its owner may read).
 */
const CLOSED_DOCS = [
  `${collections.users}/alice/${collections.inbox}/m1`,
  `${collections.users}/alice/${collections.fcmTokens}/t1`,
  // The payout-account history: the member sees it through the API (masked), never directly.
  `${collections.users}/alice/${collections.accountChanges}/c1`,
  `${collections.inviteCodes}/ABCD2345`,
  `${collections.settings}/feeRate`,
  `${collections.transactions}/t1`,
  `${collections.processingRecords}/r1`,
  `${collections.rateHistory}/h1`,
  `${collections.settings}/assetUnit`,
  `${collections.assetUnitHistory}/h1`,
  `${collections.settlementBatches}/b1`,
  `${collections.settlementBatches}/b1/${collections.settlementLines}/alice`,
  `${collections.idempotencyKeys}/alice_k1`,
  `${collections.pushMessages}/m1`,
  `${collections.pushDeliveries}/m1`,
  `${collections.pushRecorder}/r1`,
  `${collections.announcements}/a1`,
  `${collections.schedules}/s1`,
  `${collections.scheduleFirings}/s1_0`,
  // The access record: written by the server only, never by a client (issue 15).
  `${collections.accessLog}/e1`,
  `${collections.accessLogBlocks}/000000000001`,
  `${collections.accessReviews}/2026-10`,
  // Approval requests (four eyes, issue 16): read and decided through the admin API only.
  `${collections.approvals}/a1`,
  `${collections.users}/alice/${collections.accountChanges}/c1`,
];

const CALLERS = [
  ['signed out', () => env.unauthenticatedContext()],
  ['the member it belongs to', () => env.authenticatedContext('alice')],
  ['another member', () => env.authenticatedContext('bob')],
  ['an admin', () => env.authenticatedContext('carol', { role: 'admin' })],
] as const;

describe('firestore.rules', () => {
  it('lets a member read their own profile', async () => {
    await assertSucceeds(getDoc(doc(env.authenticatedContext('alice').firestore(), 'users/alice')));
  });

  it("does not let a signed-in member read another member's profile", async () => {
    await assertFails(getDoc(doc(env.authenticatedContext('alice').firestore(), 'users/bob')));
  });

  it('does not let a signed-out visitor read any profile', async () => {
    await assertFails(getDoc(doc(env.unauthenticatedContext().firestore(), 'users/alice')));
  });

  it('does not let a member change their own balance directly', async () => {
    const firestore = env.authenticatedContext('alice').firestore();
    await assertFails(updateDoc(doc(firestore, 'users/alice'), { assetsMinor: 99_999_999 }));
  });

  it('does not let even an admin-claimed client write settings directly', async () => {
    const firestore = env.authenticatedContext('carol', { role: 'admin' }).firestore();
    await assertFails(setDoc(doc(firestore, 'settings/exchangeRate'), { rateHundredths: 1 }));
    await assertFails(getDoc(doc(firestore, 'settings/exchangeRate')));
  });

  it('covers every collection the design has', () => {
    const covered = new Set(
      [...CLOSED_DOCS, 'users/alice'].flatMap((path) => path.split('/').filter((_, i) => i % 2 === 0)),
    );
    expect(Object.values(collections).filter((name) => !covered.has(name))).toEqual([]);
  });

  describe('users/{uid}', () => {
    it.each([
      ['signed out', () => env.unauthenticatedContext(), false],
      ['the member it belongs to', () => env.authenticatedContext('alice'), true],
      ['another member', () => env.authenticatedContext('bob'), false],
      ['an admin', () => env.authenticatedContext('carol', { role: 'admin' }), false],
    ] as const)('as %s: readable only by its owner, writable by nobody', async (_who, context, reads) => {
      const firestore = context().firestore();
      const ref = doc(firestore, 'users/alice');
      await (reads ? assertSucceeds(getDoc(ref)) : assertFails(getDoc(ref)));
      await assertFails(setDoc(ref, { name: 'changed', assetsMinor: 1 }));
      await assertFails(deleteDoc(ref));
      await assertFails(setDoc(doc(firestore, 'users/newcomer'), { name: 'x' }));
    });
  });

  describe.each(CLOSED_DOCS)('%s', (path) => {
    it.each(CALLERS)('is neither readable nor writable by %s', async (_who, context) => {
      const firestore = context().firestore();
      const ref = doc(firestore, path);
      await assertFails(getDoc(ref));
      await assertFails(getDocs(collection(firestore, path.slice(0, path.lastIndexOf('/')))));
      await assertFails(setDoc(ref, { uid: 'alice', title: 'changed' }));
      await assertFails(setDoc(doc(firestore, `${path}-new`), { uid: 'alice', title: 'new' }));
      await assertFails(deleteDoc(ref));
    });
  });
});
