import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, setLogLevel, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
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
    for (const path of ISSUE_6_DOCS) await setDoc(doc(firestore, path), { title: 'x' });
  });
});

/**
 * Issue 6's documents: the browser reads all of them through the API (the inbox, tokens,
 * announcements and schedules included), so no client may read or write any of them directly,
 * not even its own inbox or tokens, nor an admin.
 */
const ISSUE_6_DOCS = [
  'users/alice/inbox/m1',
  'users/alice/fcmTokens/t1',
  'pushMessages/m1',
  'pushDeliveries/m1',
  'announcements/a1',
  'schedules/s1',
  'scheduleFirings/s1_0',
  '_pushRecorder/r1',
];

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

  describe.each(ISSUE_6_DOCS)('%s', (path) => {
    it.each([
      ['signed out', () => env.unauthenticatedContext()],
      ['the member it belongs to', () => env.authenticatedContext('alice')],
      ['another member', () => env.authenticatedContext('bob')],
      ['an admin', () => env.authenticatedContext('carol', { role: 'admin' })],
    ])('is neither readable nor writable by %s', async (_who, context) => {
      const firestore = context().firestore();
      await assertFails(getDoc(doc(firestore, path)));
      await assertFails(setDoc(doc(firestore, path), { title: 'changed' }));
    });
  });
});
