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
  });
});

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
});
