/**
 * The signed-in callers `npm run bench` uses: the demo accounts (scripts/lib/demo-data.ts),
 * seeded into a cleared emulator and signed in over the Auth emulator's REST API for real ID
 * tokens, and the app from `createApp()` served in this process.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestListener } from 'node:http';
import { db } from '../../functions/src/lib/firebase.js';
import { emulatorIdToken } from '../../functions/test/support/emulator-sign-in.js';
import { demoAccounts } from './demo-data.js';
import { PROJECT_ID } from './emulator-env.js';
import { seedDemoData } from './seed.js';

export interface Session {
  member: string;
  admin: string;
}

/** Clears Firestore and Auth, seeds the demo data and signs both demo accounts in. */
export async function freshSession(): Promise<Session> {
  const firestore = process.env.FIRESTORE_EMULATOR_HOST;
  const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  // A clear fails (409) while transactions of the previous part are still open: retry briefly.
  for (let attempt = 1; ; attempt += 1) {
    const responses = await Promise.all([
      fetch(`http://${firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, { method: 'DELETE' }),
      fetch(`http://${auth}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' }),
    ]);
    const failed = responses.find((r) => !r.ok);
    if (!failed) break;
    if (attempt === 20) throw new Error(`emulator reset failed: ${failed.status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // The app's db() applies its Firestore settings, which must come before the seed's first use of
  // the same default instance.
  db();
  await seedDemoData();
  return { member: await signIn(demoAccounts.member), admin: await signIn(demoAccounts.admin) };
}

async function signIn(account: { email: string; password: string }): Promise<string> {
  // The demo admin has an SMS second factor (issue 16): completed through the emulator's codes.
  return emulatorIdToken(account.email, account.password);
}

/** Serves an Express app on a free local port; `close` stops it. */
export async function serve(app: RequestListener): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
