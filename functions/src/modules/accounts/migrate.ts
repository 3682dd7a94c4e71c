import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import { logger } from '../../lib/logger.js';
import { accountKeyring, storedAccount } from './account-cipher.js';
import { emptyCounts, forEachAccountDocument, updateAt, type AccountCounts } from './account-documents.js';

/**
 * `npm run migrate:accounts`: every document still holding a plain `account` (members,
 * settlement lines, settlement ledger entries) gets the encrypted fields instead and loses the
 * plain one — the last four digits and the ciphertext everywhere, the keyed hash on members
 * (duplicate checks) and `accountChangedAt: null` on members that have none (a migration is not
 * a change: no hold). Ledger entries are otherwise immutable; this rewrite of where a payout went
 * keeps what it says and only changes how it is stored. Idempotent: a document without a plain
 * `account` is left alone, so a second run changes nothing.
 */
export async function migrateAccounts(): Promise<AccountCounts> {
  const ring = accountKeyring();
  const counts = emptyCounts();
  const writer = db().bulkWriter();
  const failures: unknown[] = [];
  await forEachAccountDocument((doc) => {
    counts[doc.kind].scanned += 1;
    const plain = doc.holder.account;
    if (typeof plain !== 'string') return;
    const stored = storedAccount(doc.holder.uid, plain, ring);
    const fields: Record<string, unknown> =
      doc.kind === 'users'
        ? { ...stored, account: FieldValue.delete() }
        : {
            accountLast4: stored.accountLast4,
            accountCipher: stored.accountCipher,
            account: FieldValue.delete(),
          };
    if (doc.kind === 'users' && !('accountChangedAt' in doc.holder)) fields['accountChangedAt'] = null;
    const update = updateAt(doc, fields);
    counts[doc.kind].changed += 1;
    writer.update(doc.ref, update).catch((error: unknown) => failures.push(error));
  });
  await writer.close();
  if (failures.length > 0) throw failures[0];
  logger.info('accounts.migrated', { ...counts });
  return counts;
}
