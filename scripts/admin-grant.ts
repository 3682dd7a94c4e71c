/**
 * `npm run admin:grant -- <email> [--project <id>] [--revoke]`
 * Sets (or removes) the `admin` role claim of an account. Without --project, or with a
 * `demo-` project, it talks to the local Auth emulator; with a real project id it uses the
 * Application Default Credentials of that project (`gcloud auth application-default login`).
 */
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { PROJECT_ID, clientEnv } from './lib/emulator-env.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { project: { type: 'string' }, revoke: { type: 'boolean', default: false } },
});
const email = positionals[0];
if (!email) {
  console.error('usage: npm run admin:grant -- <email> [--project <id>] [--revoke]');
  process.exit(2);
}
const projectId = values.project ?? PROJECT_ID;
if (projectId.startsWith('demo-')) {
  Object.assign(process.env, clientEnv(), { GCLOUD_PROJECT: projectId });
} else {
  process.env.METADATA_SERVER_DETECTION ??= 'none';
}

const auth = getAuth(initializeApp({ projectId }));
try {
  const user = await auth.getUserByEmail(email);
  const claims = { ...user.customClaims };
  if (values.revoke) delete claims['role'];
  else claims['role'] = 'admin';
  await auth.setCustomUserClaims(user.uid, claims);
  // Existing sessions pick the change up at their next token refresh (at most an hour);
  // revoking makes them sign in again right away.
  await auth.revokeRefreshTokens(user.uid);
  console.log(`${email} (${user.uid}) in ${projectId}: role ${values.revoke ? 'removed' : 'admin'}`);
  process.exit(0);
} catch (error) {
  console.error(`could not update ${email} in ${projectId}: ${(error as Error).message}`);
  process.exit(1);
}
