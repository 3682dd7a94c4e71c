/**
 * Configuration read once, validated, and shared. Deployed functions get their project from
 * the runtime; locally the emulators set GCLOUD_PROJECT to the `demo-` project id.
 */
import { defineSecret } from 'firebase-functions/params';

export const REGION = 'asia-northeast3';

/**
 * The account-number keyring (modules/accounts/account-cipher.ts): a Secret Manager secret bound
 * to the functions that encrypt or decrypt (index.ts `secrets`), which the runtime exposes as
 * `process.env.ACCOUNT_KEYS`. The emulators read a demo value from `functions/.secret.local`.
 */
export const accountKeysSecret = defineSecret('ACCOUNT_KEYS');

/**
 * Request bodies larger than this are refused with 413 (no request of this API needs more: the
 * largest, an announcement of 10,000 characters, is under 31 KB even in 3-byte Hangul).
 * Enforced by the API's own body reader (http/middleware/json-body.ts), in-process and under
 * the Functions runtime alike.
 */
export const JSON_BODY_LIMIT_BYTES = 32 * 1024;

export function projectId(): string {
  const id = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  if (!id) throw new Error('GCLOUD_PROJECT is not set: run through the Firebase emulators or deploy');
  return id;
}

/** True when talking to the local emulator suite (never true in a deployed function). */
export function usingEmulators(): boolean {
  return Boolean(process.env.FIRESTORE_EMULATOR_HOST || process.env.FUNCTIONS_EMULATOR);
}

/**
 * How many proxies in front of the function append to X-Forwarded-For and are trusted. With 1,
 * `req.ip` is the address that connected to Google's front end (the right-most entry), which a
 * caller cannot forge; entries a caller adds on the left are ignored. Behind Firebase Hosting
 * that address is the CDN edge, so clients of one edge share a rate-limit bucket; raise this
 * to 2 only after checking the header chain of a deployed request.
 */
export function trustedProxyHops(): number {
  return integerSetting('TRUST_PROXY_HOPS', 1, 0, 5);
}

/**
 * Requests per minute each client may make to each public sign-up route (`rate-limit.ts`;
 * default 10). The browser journeys raise it (`npm run test:e2e`), since every journey signs up
 * from the same address and the edge suite sends the public routes dozens of bad bodies.
 */
export function signUpRateLimitPerMinute(): number {
  return integerSetting('SIGNUP_RATE_LIMIT_PER_MINUTE', 10, 1, 100_000);
}

/**
 * How recent the caller's sign-in (the ID token's `auth_time`) must be to change a payout
 * account (bank or account number), in seconds; default 5 minutes (PRODUCT.md Trust and
 * compliance; the contract's `PAYOUT_REAUTH_MAX_AGE_SECONDS`, not imported here so that loading
 * index.ts stays free of zod). Tests and browser journeys lower or raise it.
 */
export function payoutReauthMaxAgeSeconds(): number {
  return integerSetting('PAYOUT_REAUTH_MAX_AGE_SECONDS', 5 * 60, 0, 24 * 60 * 60);
}

/**
 * How long an approval request (승인 요청, modules/approvals) may wait for a second admin: 24 hours
 * (PRODUCT.md Trust and compliance, four eyes). Judged when someone approves, rejects or
 * withdraws, and by the list, which shows a pending request past it as expired.
 */
export const APPROVAL_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Balance adjustments whose size (minor units, hundredths of an asset) is at least this need a
 * second admin's approval; smaller ones run at once. Default 0: every adjustment is approved
 * (issue 16). Read per request so a test or an operator can change it without a redeploy.
 */
export function adjustmentApprovalThresholdMinor(): number {
  return integerSetting('ADJUSTMENT_APPROVAL_THRESHOLD_MINOR', 0, 0, 10_000_000_000_000);
}

/** An integer environment setting within min..max (the fallback when unset); anything else stops the start. */
function integerSetting(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name] ?? String(fallback);
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer ${min}..${max}, got "${raw}"`);
  }
  return value;
}
