import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { projectId, usingEmulators } from '../config.js';

/** The one firebase-admin app of this process, created on first use. */
export function adminApp(): App {
  return getApps()[0] ?? initializeApp({ projectId: projectId() });
}

let firestore: Firestore | undefined;
export function db(): Firestore {
  if (!firestore) {
    firestore = getFirestore(adminApp());
    firestore.settings({ ignoreUndefinedProperties: true });
    if (usingEmulators()) retryLostLocksLikeProduction(firestore);
  }
  return firestore;
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}

/** Attempts of one transaction, as the SDK allows on ABORTED. */
const EMULATOR_TRANSACTION_ATTEMPTS = 5;

/**
 * A transaction that loses a lock to a concurrent one is answered ABORTED in production, which
 * the SDK retries; the Firestore emulator instead fails its next read or commit with
 * INVALID_ARGUMENT "Transaction is invalid or closed" (firebase/firebase-tools#4473), which the
 * SDK does not retry, so a race the product handles became an emulator-only 500 (seen in 1 of 4
 * runs of money-properties.test.ts). Against the emulators only, `runTransaction` retries that
 * answer as the SDK retries ABORTED: the failed attempt committed nothing.
 */
export function retryLostLocksLikeProduction(store: Pick<Firestore, 'runTransaction'>): void {
  const run = store.runTransaction.bind(store);
  const retrying: Firestore['runTransaction'] = async (updateFunction, options) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await run(updateFunction, options);
      } catch (error) {
        if (attempt >= EMULATOR_TRANSACTION_ATTEMPTS || !isEmulatorLostLock(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 25 * attempt + Math.random() * 50));
      }
    }
  };
  store.runTransaction = retrying;
}

function isEmulatorLostLock(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: unknown }).code === 3 &&
    /Transaction is invalid or closed/.test(error.message)
  );
}
