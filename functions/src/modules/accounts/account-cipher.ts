/**
 * Account numbers at rest (PRODUCT.md Trust and compliance; issue 15 item 6): AES-256-GCM with
 * Node's crypto, a key id beside each ciphertext so keys can rotate, and a keyed hash (HMAC-SHA256
 * of the digits) for duplicate checks. Only the bank, the last four digits and the hash are kept
 * in clear.
 *
 * The keyring is the secret parameter `ACCOUNT_KEYS` (config.ts `accountKeysSecret`), which the
 * Functions runtime puts in `process.env.ACCOUNT_KEYS`; the emulators get a demo value from
 * `functions/.secret.local` (generated on first start by scripts/lib/account-keys.ts). Its value
 * is JSON: `{"active":"k1","keys":{"k1":"<base64 32 bytes>"},"hashKey":"<base64 32 bytes>"}`.
 * A missing or malformed value is a server configuration error: thrown (500 and logged), never a
 * silent fallback to storing or showing the number in clear.
 *
 * Ciphertext: `v1.<keyId>.<iv b64url>.<ct b64url>.<tag b64url>`, a random 12-byte IV, and the
 * member's uid as additional authenticated data, so a ciphertext copied onto another member (or
 * another member's settlement line) does not decrypt.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

export interface AccountKeyring {
  active: string;
  keys: ReadonlyMap<string, Buffer>;
  hashKey: Buffer;
}

/** Raised for a missing or malformed `ACCOUNT_KEYS` (operators read it in the logs). */
export class AccountKeysError extends Error {
  constructor(problem: string) {
    super(
      `ACCOUNT_KEYS ${problem}: set the secret (firebase functions:secrets:set ACCOUNT_KEYS) to JSON {"active":"k1","keys":{"k1":"<base64 of 32 random bytes>"},"hashKey":"<base64 of 32 random bytes>"}`,
    );
    this.name = 'AccountKeysError';
  }
}

const VERSION = 'v1';
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

function key32(value: unknown, what: string): Buffer {
  if (typeof value !== 'string') throw new AccountKeysError(`${what} is not a base64 string`);
  const bytes = Buffer.from(value, 'base64');
  if (bytes.length !== 32) throw new AccountKeysError(`${what} is not 32 bytes of base64`);
  return bytes;
}

/** Parses and checks a keyring value (the secret's JSON). */
export function parseAccountKeys(raw: string | undefined): AccountKeyring {
  if (raw === undefined || raw.trim() === '') throw new AccountKeysError('is not set');
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new AccountKeysError('is not valid JSON');
  }
  if (typeof value !== 'object' || value === null) throw new AccountKeysError('is not a JSON object');
  const { active, keys, hashKey } = value as Record<string, unknown>;
  if (typeof keys !== 'object' || keys === null) throw new AccountKeysError('has no "keys" object');
  const ring = new Map<string, Buffer>();
  for (const [id, material] of Object.entries(keys)) {
    if (!KEY_ID.test(id)) throw new AccountKeysError(`has an invalid key id "${id}"`);
    ring.set(id, key32(material, `key "${id}"`));
  }
  if (typeof active !== 'string' || !ring.has(active)) {
    throw new AccountKeysError('names an "active" key that is not in "keys"');
  }
  return { active, keys: ring, hashKey: key32(hashKey, '"hashKey"') };
}

let cached: { raw: string; ring: AccountKeyring } | undefined;

/**
 * The keyring from `process.env.ACCOUNT_KEYS`, parsed once per value (a test or a script that
 * sets a new value gets the new ring).
 */
export function accountKeyring(): AccountKeyring {
  const raw = process.env.ACCOUNT_KEYS;
  if (cached && cached.raw === raw) return cached.ring;
  const ring = parseAccountKeys(raw);
  cached = { raw: raw ?? '', ring };
  return ring;
}

/** A fresh keyring value (JSON) with one active key: the demo key of the emulators, or a new key. */
export function generateAccountKeys(keyId = 'k1'): string {
  return JSON.stringify({
    active: keyId,
    keys: { [keyId]: randomBytes(32).toString('base64') },
    hashKey: randomBytes(32).toString('base64'),
  });
}

/** The account's digits (hyphens and spaces as typed do not make another account). */
export const accountDigits = (account: string): string => account.replace(/\D/g, '');

/** HMAC-SHA256 of the digits (hex), '' for no account: equal for the same account, whoever typed it. */
export function accountHash(account: string, ring: AccountKeyring = accountKeyring()): string {
  const digits = accountDigits(account);
  if (digits === '') return '';
  return createHmac('sha256', ring.hashKey).update(digits).digest('hex');
}

/** Encrypts a member's account number with the active key, bound to the member's uid. */
export function encryptAccount(
  uid: string,
  account: string,
  ring: AccountKeyring = accountKeyring(),
): string {
  const key = ring.keys.get(ring.active) as Buffer;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(uid, 'utf8'));
  const ct = Buffer.concat([cipher.update(account, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [
    VERSION,
    ring.active,
    iv.toString('base64url'),
    ct.toString('base64url'),
    tag.toString('base64url'),
  ].join('.');
}

/** The key id a ciphertext was made with (what keys:rotate compares with the active one). */
export function cipherKeyId(ciphertext: string): string {
  const parts = ciphertext.split('.');
  if (parts.length !== 5 || parts[0] !== VERSION) throw new Error('not an account ciphertext');
  return parts[1] ?? '';
}

/**
 * Decrypts a ciphertext of `encryptAccount` for the member it was made for. Throws when the
 * key is unknown, the text was altered, or it belongs to another member.
 */
export function decryptAccount(
  uid: string,
  ciphertext: string,
  ring: AccountKeyring = accountKeyring(),
): string {
  const [version, keyId = '', iv = '', ct = '', tag = ''] = ciphertext.split('.');
  if (version !== VERSION) throw new Error('not an account ciphertext');
  const key = ring.keys.get(keyId);
  if (!key) throw new AccountKeysError(`has no key "${keyId}" (needed to decrypt an account number)`);
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(uid, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
}

/** What is stored for an account number: never the number itself. All '' for no account. */
export interface StoredAccount {
  accountLast4: string;
  accountHash: string;
  accountCipher: string;
}

export function storedAccount(
  uid: string,
  account: string,
  ring: AccountKeyring = accountKeyring(),
): StoredAccount {
  if (accountDigits(account) === '') return { accountLast4: '', accountHash: '', accountCipher: '' };
  return {
    accountLast4: accountDigits(account).slice(-4),
    accountHash: accountHash(account, ring),
    accountCipher: encryptAccount(uid, account, ring),
  };
}

/** The full number of a stored account ('' when none). */
export function revealAccount(uid: string, stored: { accountCipher?: string | undefined }): string {
  return stored.accountCipher ? decryptAccount(uid, stored.accountCipher) : '';
}
