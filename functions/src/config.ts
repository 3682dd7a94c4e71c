/**
 * Configuration read once, validated, and shared. Deployed functions get their project from
 * the runtime; locally the emulators set GCLOUD_PROJECT to the `demo-` project id.
 */
export const REGION = 'asia-northeast3';

/** JSON bodies larger than this are refused with 413 (no request of this API needs more). */
export const JSON_BODY_LIMIT = '32kb';

export function projectId(): string {
  const id = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  if (!id) throw new Error('GCLOUD_PROJECT is not set: run through the Firebase emulators or deploy');
  return id;
}

/** True when talking to the local emulator suite (never true in a deployed function). */
export function usingEmulators(): boolean {
  return Boolean(process.env.FIRESTORE_EMULATOR_HOST || process.env.FUNCTIONS_EMULATOR);
}
