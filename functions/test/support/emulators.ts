/**
 * Test helpers that talk to the running Auth and Firestore emulators (started by
 * `npm run test:emulators`). They create real accounts and real ID tokens: nothing is mocked.
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { UserRecord } from '../../src/modules/users/user-record.js';
import { adminAuth, db } from '../../src/lib/firebase.js';
import { emulatorIdToken, passwordOnlyIdToken } from './emulator-sign-in.js';
import { memberRecord } from './member-record.js';

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-settle';

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these tests with npm run test:emulators`);
  return value;
}

export const firestoreHost = () => requireEnv('FIRESTORE_EMULATOR_HOST');
export const authHost = () => requireEnv('FIREBASE_AUTH_EMULATOR_HOST');

/** Deletes every document and every account in the emulators. */
export async function resetEmulators(): Promise<void> {
  const responses = await Promise.all([
    fetch(`http://${firestoreHost()}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, {
      method: 'DELETE',
    }),
    fetch(`http://${authHost()}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' }),
  ]);
  for (const r of responses) if (!r.ok) throw new Error(`emulator reset failed: ${r.status}`);
}

export interface TestAccount {
  uid: string;
  email: string;
  token: string;
}

export interface AccountOptions {
  /** The `admin` role claim. */
  admin?: boolean;
  /**
   * An admin signs in with an SMS second factor by default (the API refuses /admin without
   * one, issue 16); `false` makes an admin with no factor enrolled and a password-only token.
   */
  secondFactor?: boolean;
}

let phoneSerial = 0;

/** A Korean test mobile number per account, so two enrolled admins never share one. */
function nextTestPhone(): string {
  phoneSerial += 1;
  return `+82105555${1000 + (phoneSerial % 9000)}`;
}

/**
 * Creates an Auth account (optionally with the admin claim) and signs in for a real ID token.
 * An admin is enrolled with an SMS factor and signed in through the emulator's multi-factor
 * REST flow (emulator-sign-in.ts), unless `secondFactor: false`.
 */
export async function createAccount(email: string, options: AccountOptions = {}): Promise<TestAccount> {
  const password = 'test-password-1234';
  const enrol = options.admin === true && options.secondFactor !== false;
  const user = await adminAuth().createUser({
    email,
    password,
    ...(enrol
      ? {
          // Multi-factor sign-in needs a verified e-mail address.
          emailVerified: true,
          multiFactor: {
            enrolledFactors: [{ factorId: 'phone', phoneNumber: nextTestPhone(), displayName: '휴대폰' }],
          },
        }
      : {}),
  });
  if (options.admin) await adminAuth().setCustomUserClaims(user.uid, { role: 'admin' });
  const token = enrol ? await emulatorIdToken(email, password) : await passwordOnlyIdToken(email, password);
  return { uid: user.uid, email, token };
}

/** Writes a member profile the way registration will (issue #3). */
export async function createMemberProfile(
  account: TestAccount,
  overrides: Partial<UserRecord> & { account?: string } = {},
): Promise<UserRecord> {
  const record = memberRecord(account.uid, { email: account.email, ...overrides });
  await db().collection('users').doc(account.uid).set(record);
  return record;
}

export async function setExchangeRate(rateHundredths: number): Promise<void> {
  await db()
    .collection('settings')
    .doc('exchangeRate')
    .set({ rateHundredths, updatedAt: Timestamp.now(), updatedBy: 'test' });
}

/** A structurally valid ID token that no Firebase project issued (unsigned, wrong audience). */
export function forgedToken(uid: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return [
    encode({ alg: 'none', typ: 'JWT' }),
    encode({
      iss: 'https://securetoken.google.com/someone-else',
      aud: 'someone-else',
      sub: uid,
      user_id: uid,
      role: 'admin',
      iat: now,
      exp: now + 3600,
      auth_time: now,
    }),
    '',
  ].join('.');
}
