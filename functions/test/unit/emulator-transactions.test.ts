import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { retryLostLocksLikeProduction } from '../../src/lib/firebase.js';

/** What the Firestore emulator throws where production answers ABORTED (firebase-tools#4473). */
const lostLock = () =>
  Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), { code: 3 });

/** A store whose runTransaction fails with the given errors, then runs the function. */
function storeFailing(errors: Error[]): { store: Pick<Firestore, 'runTransaction'>; attempts: () => number } {
  let attempts = 0;
  const store = {
    runTransaction: (async (update: (tx: Transaction) => Promise<unknown>) => {
      attempts += 1;
      const error = errors.shift();
      if (error) throw error;
      return update({} as Transaction);
    }) as Firestore['runTransaction'],
  };
  retryLostLocksLikeProduction(store);
  return { store, attempts: () => attempts };
}

describe('transactions against the emulator retry a lost lock as production does', () => {
  it('runs again after "Transaction is invalid or closed" and returns the result', async () => {
    const { store, attempts } = storeFailing([lostLock(), lostLock()]);
    await expect(store.runTransaction(async () => 'done')).resolves.toBe('done');
    expect(attempts()).toBe(3);
  });

  it('gives up after five attempts, with the emulator error', async () => {
    const { store, attempts } = storeFailing(Array.from({ length: 6 }, lostLock));
    await expect(store.runTransaction(async () => 'done')).rejects.toThrow(/invalid or closed/);
    expect(attempts()).toBe(5);
  });

  it('never runs again after any other error (an AppError, another INVALID_ARGUMENT)', async () => {
    const other = Object.assign(new Error('3 INVALID_ARGUMENT: Document path is invalid.'), { code: 3 });
    for (const error of [new Error('잔액이 부족합니다.'), other]) {
      const { store, attempts } = storeFailing([error]);
      await expect(store.runTransaction(async () => 'done')).rejects.toBe(error);
      expect(attempts()).toBe(1);
    }
  });
});
