import type { FirebaseOptions } from 'firebase/app';

/** The subset of Vite's env that configures Firebase (see src/env.d.ts). */
export interface FirebaseEnv {
  VITE_FIREBASE_API_KEY?: string | undefined;
  VITE_FIREBASE_AUTH_DOMAIN?: string | undefined;
  VITE_FIREBASE_PROJECT_ID?: string | undefined;
  VITE_FIREBASE_APP_ID?: string | undefined;
  VITE_FIREBASE_MESSAGING_SENDER_ID?: string | undefined;
  VITE_USE_EMULATORS?: string | undefined;
}

export interface FirebaseSettings {
  options: FirebaseOptions;
  /**
   * Connect Auth to the local emulator instead of the real service. Push uses it too: on the
   * emulators a local messaging client stands in for Cloud Messaging (lib/push).
   */
  useEmulators: boolean;
}

/** The local emulator suite (firebase.json). */
export const DEMO_PROJECT_ID = 'demo-settle';
export const AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';

const nonEmpty = (value: string | undefined): string | undefined =>
  value && value.trim() !== '' ? value.trim() : undefined;

/**
 * Reads the Firebase settings once. Without VITE_FIREBASE_PROJECT_ID the app runs against the
 * emulators under the `demo-` project, which needs no real credentials. With a project id the
 * api key is required: fail at start-up rather than with an opaque Auth error later.
 */
export function resolveFirebaseSettings(env: FirebaseEnv): FirebaseSettings {
  const projectId = nonEmpty(env.VITE_FIREBASE_PROJECT_ID);
  const useEmulatorsFlag = nonEmpty(env.VITE_USE_EMULATORS);

  if (!projectId) {
    return {
      options: {
        projectId: DEMO_PROJECT_ID,
        apiKey: 'demo-api-key',
        authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
      },
      useEmulators: (useEmulatorsFlag ?? 'true') === 'true',
    };
  }

  const apiKey = nonEmpty(env.VITE_FIREBASE_API_KEY);
  if (!apiKey) {
    throw new Error('VITE_FIREBASE_API_KEY must be set when VITE_FIREBASE_PROJECT_ID is set.');
  }
  const appId = nonEmpty(env.VITE_FIREBASE_APP_ID);
  // Cloud Messaging (push) needs the sender id and the app id as well; Auth does not.
  const messagingSenderId = nonEmpty(env.VITE_FIREBASE_MESSAGING_SENDER_ID);
  return {
    options: {
      projectId,
      apiKey,
      authDomain: nonEmpty(env.VITE_FIREBASE_AUTH_DOMAIN) ?? `${projectId}.firebaseapp.com`,
      ...(appId ? { appId } : {}),
      ...(messagingSenderId ? { messagingSenderId } : {}),
    },
    useEmulators: useEmulatorsFlag === 'true',
  };
}
