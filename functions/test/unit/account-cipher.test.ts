import { describe, expect, it } from 'vitest';
import {
  AccountKeysError,
  accountHash,
  cipherKeyId,
  decryptAccount,
  encryptAccount,
  generateAccountKeys,
  parseAccountKeys,
  storedAccount,
} from '../../src/modules/accounts/account-cipher.js';

const ring = parseAccountKeys(generateAccountKeys('k7'));

describe('account cipher (AES-256-GCM, uid as AAD)', () => {
  it('round-trips, names its key, and never repeats a ciphertext (random IV)', () => {
    const a = encryptAccount('alice', '110-222-333444', ring);
    const b = encryptAccount('alice', '110-222-333444', ring);
    expect(a).toMatch(/^v1\.k7\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('333444');
    expect(cipherKeyId(a)).toBe('k7');
    expect(decryptAccount('alice', a, ring)).toBe('110-222-333444');
  });

  it('refuses another member, an altered ciphertext and an unknown key', () => {
    const cipher = encryptAccount('alice', '110-222-333444', ring);
    expect(() => decryptAccount('bob', cipher, ring)).toThrow();
    const [v, k, iv, ct = '', tag] = cipher.split('.');
    const flipped = `${ct.startsWith('A') ? 'B' : 'A'}${ct.slice(1)}`;
    expect(() => decryptAccount('alice', [v, k, iv, flipped, tag].join('.'), ring)).toThrow();
    const other = parseAccountKeys(generateAccountKeys('k8'));
    expect(() => decryptAccount('alice', cipher, other)).toThrow(AccountKeysError);
  });

  it('hashes the digits with the key: the same account however it is typed, another key another hash', () => {
    expect(accountHash('110-222-333444', ring)).toBe(accountHash('110222333444', ring));
    expect(accountHash('110-222-333444', ring)).not.toBe(accountHash('110-222-333445', ring));
    expect(accountHash('110-222-333444', ring)).not.toBe(
      accountHash('110-222-333444', parseAccountKeys(generateAccountKeys())),
    );
    expect(accountHash('', ring)).toBe('');
  });

  it('stores the last four digits, the hash and the ciphertext; nothing for no account', () => {
    const stored = storedAccount('alice', '110-222-333444', ring);
    expect(stored.accountLast4).toBe('3444');
    expect(JSON.stringify(stored)).not.toContain('333444');
    expect(storedAccount('alice', '', ring)).toEqual({
      accountLast4: '',
      accountHash: '',
      accountCipher: '',
    });
  });

  it('refuses a malformed keyring with an operator-readable error', () => {
    const key = Buffer.alloc(32, 1).toString('base64');
    for (const raw of [
      undefined,
      '{',
      '[]',
      JSON.stringify({ active: 'k1', keys: { k1: 'c2hvcnQ=' }, hashKey: key }),
      JSON.stringify({ active: 'k2', keys: { k1: key }, hashKey: key }),
      JSON.stringify({ active: 'k1', keys: { k1: key } }),
      JSON.stringify({ active: 'k 1', keys: { 'k 1': key }, hashKey: key }),
    ]) {
      expect(() => parseAccountKeys(raw)).toThrow(AccountKeysError);
    }
    expect(parseAccountKeys(JSON.stringify({ active: 'k1', keys: { k1: key }, hashKey: key })).active).toBe(
      'k1',
    );
  });
});
