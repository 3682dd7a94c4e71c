import { randomBytes } from 'node:crypto';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/lib/firebase.js';
import {
  accountHash,
  accountKeyring,
  cipherKeyId,
  decryptAccount,
  encryptAccount,
} from '../../src/modules/accounts/account-cipher.js';
import { migrateAccounts } from '../../src/modules/accounts/migrate.js';
import { rotateAccountKeys } from '../../src/modules/accounts/rotate.js';
import type { UserRecord } from '../../src/modules/users/user-record.js';
import { resetEmulators } from '../support/emulators.js';
import { memberRecord } from '../support/member-record.js';

/** Plain numbers as the code before issue 15 stored them, one per member. */
const PLAIN = {
  alice: '271-8281-828459',
  bob: '1618-0339-887498',
  carol: '',
};

const digitsOf = (account: string) => account.replace(/\D/g, '');

/** Every document of every collection and subcollection, as JSON, with its path. */
async function everyDocument(): Promise<{ path: string; json: string }[]> {
  const found: { path: string; json: string }[] = [];
  const walk = async (refs: DocumentReference[]) => {
    for (const ref of refs) {
      const snap = await ref.get();
      if (snap.exists) found.push({ path: ref.path, json: JSON.stringify(snap.data()) });
      for (const sub of await ref.listCollections()) await walk(await sub.listDocuments());
    }
  };
  for (const collection of await db().listCollections()) await walk(await collection.listDocuments());
  return found;
}

/** Writes members, a settlement batch with lines and settlement ledger entries the old way (plain `account`). */
async function seedLegacy(): Promise<void> {
  const now = Timestamp.now();
  for (const [uid, account] of Object.entries(PLAIN)) {
    const legacy: Partial<UserRecord> = memberRecord(uid);
    delete legacy.accountLast4;
    delete legacy.accountHash;
    delete legacy.accountCipher;
    delete legacy.accountChangedAt;
    await db()
      .collection('users')
      .doc(uid)
      .set({ ...legacy, bank: account ? '국민은행' : '', account });
  }
  const batch = db().collection('settlementBatches').doc('old-batch');
  await batch.set({ status: 'completed', preparedAt: now, totals: { payableLines: 2 } });
  for (const uid of ['alice', 'bob'] as const) {
    await batch
      .collection('lines')
      .doc(uid)
      .set({
        uid,
        userName: uid,
        email: `${uid}@example.com`,
        bank: '국민은행',
        account: PLAIN[uid],
        amountMinor: 100,
        grossWon: 1000,
        feeWon: 0,
        netWon: 1000,
        status: 'settled',
        reason: null,
        settledAt: now,
        processingRecordId: `settle-old-batch-${uid}`,
      });
    await db()
      .collection('processingRecords')
      .doc(`settle-old-batch-${uid}`)
      .set({
        uid,
        userName: uid,
        type: 'settlement',
        amountMinor: -100,
        balanceAfterMinor: 0,
        memo: '정산',
        actorId: 'system',
        createdAt: now,
        transactionId: null,
        reversalOf: null,
        reversedBy: null,
        settlement: {
          batchId: 'old-batch',
          grossWon: 1000,
          feeWon: 0,
          netWon: 1000,
          rateHundredths: 1000,
          feeBasisPoints: 0,
          bank: '국민은행',
          account: PLAIN[uid],
        },
      });
  }
  // A document that never held an account.
  await db()
    .collection('users')
    .doc('alice')
    .collection('inbox')
    .doc('hello')
    .set({ title: '안녕', createdAt: now });
}

describe('npm run migrate:accounts and npm run keys:rotate on the emulators', () => {
  const originalKeys = process.env['ACCOUNT_KEYS'];

  beforeEach(async () => {
    await resetEmulators();
    await seedLegacy();
  });

  afterEach(() => {
    if (originalKeys === undefined) delete process.env['ACCOUNT_KEYS'];
    else process.env['ACCOUNT_KEYS'] = originalKeys;
  });

  it('when migrated, then no document of any collection holds a plain account number, and the ciphertexts decrypt', async () => {
    const before = await everyDocument();
    expect(before.some((d) => d.json.includes(PLAIN.alice))).toBe(true);

    const counts = await migrateAccounts();
    expect(counts).toEqual({
      users: { scanned: 3, changed: 3 },
      settlementLines: { scanned: 2, changed: 2 },
      ledgerEntries: { scanned: 2, changed: 2 },
    });

    const after = await everyDocument();
    expect(after.length).toBe(before.length);
    for (const doc of after) {
      for (const account of [PLAIN.alice, PLAIN.bob]) {
        expect(doc.json, doc.path).not.toContain(account);
        expect(doc.json, doc.path).not.toContain(digitsOf(account));
      }
      expect(doc.json, doc.path).not.toMatch(/"account":/);
    }

    const alice = (await db().collection('users').doc('alice').get()).data() ?? {};
    expect(alice).toMatchObject({ bank: '국민은행', accountLast4: '8459', accountChangedAt: null });
    expect(alice['accountHash']).toBe(accountHash(PLAIN.alice));
    expect(decryptAccount('alice', alice['accountCipher'] as string)).toBe(PLAIN.alice);
    const carol = (await db().collection('users').doc('carol').get()).data() ?? {};
    expect(carol).toMatchObject({ accountLast4: '', accountHash: '', accountCipher: '' });
    const line = (
      await db().collection('settlementBatches').doc('old-batch').collection('lines').doc('bob').get()
    ).data();
    expect(line).toMatchObject({ accountLast4: '7498' });
    expect(decryptAccount('bob', line?.['accountCipher'] as string)).toBe(PLAIN.bob);
    const entry = (await db().collection('processingRecords').doc('settle-old-batch-bob').get()).data();
    expect(entry?.['settlement']).toMatchObject({ bank: '국민은행', accountLast4: '7498', netWon: 1000 });
    expect(decryptAccount('bob', entry?.['settlement']?.['accountCipher'] as string)).toBe(PLAIN.bob);

    // Idempotent: a second run finds nothing left to encrypt and changes nothing.
    const again = await migrateAccounts();
    expect(Object.values(again).map((c) => c.changed)).toEqual([0, 0, 0]);
    expect(await everyDocument()).toEqual(after);
  });

  it('when a new key becomes active, then rotation re-encrypts every ciphertext to it, once', async () => {
    await migrateAccounts();
    const old = JSON.parse(process.env['ACCOUNT_KEYS'] ?? '{}') as {
      keys: Record<string, string>;
      hashKey: string;
    };
    const newKey = randomBytes(32).toString('base64');
    const rotating = JSON.stringify({
      active: 'k2',
      keys: { ...old.keys, k2: newKey },
      hashKey: old.hashKey,
    });
    process.env['ACCOUNT_KEYS'] = rotating;
    expect(accountKeyring().active).toBe('k2');

    const counts = await rotateAccountKeys();
    // carol has no account: nothing to rotate there.
    expect(counts).toEqual({
      users: { scanned: 3, changed: 2 },
      settlementLines: { scanned: 2, changed: 2 },
      ledgerEntries: { scanned: 2, changed: 2 },
    });
    const ciphers = [
      (await db().collection('users').doc('alice').get()).data()?.['accountCipher'],
      (
        await db().collection('settlementBatches').doc('old-batch').collection('lines').doc('alice').get()
      ).data()?.['accountCipher'],
      (await db().collection('processingRecords').doc('settle-old-batch-alice').get()).data()?.[
        'settlement'
      ]?.['accountCipher'],
    ] as string[];
    for (const cipher of ciphers) {
      expect(cipherKeyId(cipher)).toBe('k2');
      expect(decryptAccount('alice', cipher)).toBe(PLAIN.alice);
    }
    // Without the old key, the rotated data still decrypts.
    process.env['ACCOUNT_KEYS'] = JSON.stringify({
      active: 'k2',
      keys: { k2: newKey },
      hashKey: old.hashKey,
    });
    for (const cipher of ciphers) expect(decryptAccount('alice', cipher)).toBe(PLAIN.alice);
    // A ciphertext of an unknown key is refused, never guessed.
    process.env['ACCOUNT_KEYS'] = originalKeys;
    expect(() => decryptAccount('alice', ciphers[0] ?? '')).toThrow(/no key "k2"/);

    process.env['ACCOUNT_KEYS'] = rotating;
    // Idempotent: everything is on the active key already.
    const again = await rotateAccountKeys();
    expect(Object.values(again).map((c) => c.changed)).toEqual([0, 0, 0]);
  });

  it('when ACCOUNT_KEYS is missing or malformed, then encrypting stops with a clear error (no fallback to clear text)', () => {
    for (const bad of [undefined, '', 'not json', '{"active":"k9","keys":{"k1":"AAAA"},"hashKey":"AAAA"}']) {
      if (bad === undefined) delete process.env['ACCOUNT_KEYS'];
      else process.env['ACCOUNT_KEYS'] = bad;
      expect(() => encryptAccount('alice', PLAIN.alice)).toThrow(/ACCOUNT_KEYS/);
    }
  });
});
