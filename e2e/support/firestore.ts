/**
 * The Firestore emulator read with the Admin SDK (past the rules), for what no screen shows:
 * a member's push token records and the recording push sender's `_pushRecorder`.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { PROJECT_ID, clientEnv } from '../../scripts/lib/emulator-env.js';

export function emulatorFirestore(): Firestore {
  Object.assign(process.env, clientEnv());
  return getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
}
