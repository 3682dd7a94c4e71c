import { db } from '../../lib/firebase.js';
import { logger } from '../../lib/logger.js';
import { accountKeyring, cipherKeyId, decryptAccount, encryptAccount } from './account-cipher.js';
import { emptyCounts, forEachAccountDocument, updateAt, type AccountCounts } from './account-documents.js';

/**
 * `npm run keys:rotate`: re-encrypts with the active key every account ciphertext made with
 * another key (members, settlement lines, settlement ledger entries). Run it with a keyring
 * that holds both the old keys and the new active one; once it reports nothing left, the old
 * keys may be removed from the secret. The keyed hash is not rotated (its key is separate and
 * stays). Idempotent: ciphertexts of the active key are left alone.
 */
export async function rotateAccountKeys(): Promise<AccountCounts> {
  const ring = accountKeyring();
  const counts = emptyCounts();
  const writer = db().bulkWriter();
  const failures: unknown[] = [];
  await forEachAccountDocument((doc) => {
    counts[doc.kind].scanned += 1;
    const cipher = doc.holder.accountCipher;
    if (typeof cipher !== 'string' || cipher === '' || cipherKeyId(cipher) === ring.active) return;
    const plain = decryptAccount(doc.holder.uid, cipher, ring);
    counts[doc.kind].changed += 1;
    writer
      .update(doc.ref, updateAt(doc, { accountCipher: encryptAccount(doc.holder.uid, plain, ring) }))
      .catch((error: unknown) => failures.push(error));
  });
  await writer.close();
  if (failures.length > 0) throw failures[0];
  logger.info('accounts.rotated', { active: ring.active, ...counts });
  return counts;
}
