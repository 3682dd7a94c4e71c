/**
 * Signing in against the Auth emulator's REST API as the client SDK does, including the SMS
 * second factor of an enrolled account (issue 16): the password step answers a pending
 * credential, the emulator "sends" a code that its own REST API reads back, and finalising the
 * factor gives an ID token whose verified claims carry `firebase.sign_in_second_factor`.
 * Shared by the API tests, the e2e journeys and the scripts (bench, seed checks).
 */

const API_KEY = 'demo-api-key';

function authHost(): string {
  // The suite's fixed port (firebase.json) when a script runs outside `emulators:exec`.
  return process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? '127.0.0.1:9099';
}

function projectId(): string {
  return process.env['GCLOUD_PROJECT'] ?? 'demo-settle';
}

async function post<T>(path: string, body: object): Promise<T> {
  const response = await fetch(`http://${authHost()}/identitytoolkit.googleapis.com/${path}?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message?: string } };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${json.error?.message ?? ''}`);
  return json;
}

interface PasswordAnswer {
  idToken?: string;
  mfaPendingCredential?: string;
  mfaInfo?: { mfaEnrollmentId: string; phoneInfo?: string }[];
}

/** The SMS code the emulator "sent" for a sign-in or enrolment session (it logs it, too). */
export async function smsCodeFor(sessionInfo: string): Promise<string> {
  const response = await fetch(`http://${authHost()}/emulator/v1/projects/${projectId()}/verificationCodes`);
  const body = (await response.json()) as { verificationCodes?: { sessionInfo: string; code: string }[] };
  const found = body.verificationCodes?.find((c) => c.sessionInfo === sessionInfo);
  if (!found) throw new Error('the Auth emulator holds no code for this session');
  return found.code;
}

/** The newest code the emulator "sent" to a phone number (for a code a browser asked for). */
export async function latestSmsCodeTo(phoneNumber: string): Promise<string | undefined> {
  const response = await fetch(`http://${authHost()}/emulator/v1/projects/${projectId()}/verificationCodes`);
  const body = (await response.json()) as { verificationCodes?: { phoneNumber: string; code: string }[] };
  return body.verificationCodes?.filter((c) => c.phoneNumber === phoneNumber).at(-1)?.code;
}

/**
 * An ID token for an e-mail/password account. An account with an enrolled SMS factor is signed
 * in with it (the token then carries `firebase.sign_in_second_factor: 'phone'`).
 */
export async function emulatorIdToken(email: string, password: string): Promise<string> {
  const first = await post<PasswordAnswer>('v1/accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  if (first.idToken) return first.idToken;
  const pending = first.mfaPendingCredential;
  const hint = first.mfaInfo?.[0];
  if (!pending || !hint?.phoneInfo)
    throw new Error(`sign-in of ${email} answered neither a token nor an SMS factor`);
  const started = await post<{ phoneResponseInfo: { sessionInfo: string } }>('v2/accounts/mfaSignIn:start', {
    mfaPendingCredential: pending,
    mfaEnrollmentId: hint.mfaEnrollmentId,
    phoneSignInInfo: { phoneNumber: hint.phoneInfo },
  });
  const { sessionInfo } = started.phoneResponseInfo;
  const finished = await post<{ idToken: string }>('v2/accounts/mfaSignIn:finalize', {
    mfaPendingCredential: pending,
    phoneVerificationInfo: { sessionInfo, code: await smsCodeFor(sessionInfo) },
  });
  return finished.idToken;
}

/**
 * An ID token signed in with the password only: for an account without enrolled factors, the
 * one a sign-in gives before enrolment (what an admin holds before `/setting/security`).
 */
export async function passwordOnlyIdToken(email: string, password: string): Promise<string> {
  const first = await post<PasswordAnswer>('v1/accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  if (!first.idToken) throw new Error(`${email} has a second factor enrolled: no password-only token`);
  return first.idToken;
}

/**
 * Enrols an SMS factor the way the client SDK's `multiFactor(user).enroll` does (start, the
 * emulator's code, finalize); answers the ID token the enrolment returns.
 */
export async function enrolSmsFactor(idToken: string, phoneNumber: string): Promise<string> {
  const started = await post<{ phoneSessionInfo: { sessionInfo: string } }>(
    'v2/accounts/mfaEnrollment:start',
    {
      idToken,
      phoneEnrollmentInfo: { phoneNumber },
    },
  );
  const { sessionInfo } = started.phoneSessionInfo;
  const finished = await post<{ idToken: string }>('v2/accounts/mfaEnrollment:finalize', {
    idToken,
    displayName: '휴대폰',
    phoneVerificationInfo: { sessionInfo, code: await smsCodeFor(sessionInfo) },
  });
  return finished.idToken;
}

/** The sessions of every code the emulator has "sent" so far (to tell a new one apart). */
export async function sentSmsSessions(): Promise<Set<string>> {
  const response = await fetch(`http://${authHost()}/emulator/v1/projects/${projectId()}/verificationCodes`);
  const body = (await response.json()) as { verificationCodes?: { sessionInfo: string }[] };
  return new Set((body.verificationCodes ?? []).map((c) => c.sessionInfo));
}

/** The code of the first session not in `before` (a browser asked for it), waiting up to 10 s. */
export async function nextSmsCode(before: Set<string>): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await fetch(
      `http://${authHost()}/emulator/v1/projects/${projectId()}/verificationCodes`,
    );
    const body = (await response.json()) as { verificationCodes?: { sessionInfo: string; code: string }[] };
    const fresh = (body.verificationCodes ?? []).find((c) => !before.has(c.sessionInfo));
    if (fresh) return fresh.code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the Auth emulator sent no new SMS code');
}
