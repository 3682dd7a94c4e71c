/**
 * `npm run admin:grant -- <email> [--project <id>] [--revoke]`
 * Sets (or removes) the `admin` role claim of an account. Without --project, or with a
 * `demo-` project, it talks to the local Auth emulator; with a real project id it uses the
 * Application Default Credentials of that project (`gcloud auth application-default login`).
 * The change is in the access record (접속기록: `roles.grant` / `roles.revoke`, actor `cli` and
 * the operating-system user who ran it), so it shows on the member's detail page.
 */
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
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
  process.env.GCLOUD_PROJECT = projectId;
}
// Imported after the environment is set: the admin app reads it when first used.
const { writeEntry } = await import('../functions/src/modules/access-log/entry-record.js');

const { adminApp } = await import('../functions/src/lib/firebase.js');
const auth = getAuth(adminApp());
try {
  const user = await auth.getUserByEmail(email);
  const claims = { ...user.customClaims };
  if (values.revoke) delete claims['role'];
  else claims['role'] = 'admin';
  await auth.setCustomUserClaims(user.uid, claims);
  // Existing sessions pick the change up at their next token refresh (at most an hour);
  // revoking makes them sign in again right away.
  await auth.revokeRefreshTokens(user.uid);
  const runBy = userInfo().username;
  await writeEntry({
    actorUid: 'cli',
    actorEmail: runBy,
    actorRole: 'cli',
    ip: '',
    userAgent: 'npm run admin:grant',
    action: values.revoke ? 'roles.revoke' : 'roles.grant',
    method: 'CLI',
    path: 'admin:grant',
    subjects: [user.uid],
    subjectCount: 1,
    export: null,
    details: { email, role: values.revoke ? 'user' : 'admin' },
    status: 200,
    requestId: `cli-${Date.now().toString(36)}`,
  }).catch((cause: unknown) => {
    throw new Error(`the role changed, but its access-record entry was not written: ${String(cause)}`);
  });
  console.log(`${email} (${user.uid}) in ${projectId}: role ${values.revoke ? 'removed' : 'admin'}`);
  process.exit(0);
} catch (error) {
  console.error(`could not update ${email} in ${projectId}: ${(error as Error).message}`);
  process.exit(1);
}
