/**
 * The one place that initialises Firebase. Everything else imports `firebaseApp` or `auth`
 * from here.
 */
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { AUTH_EMULATOR_URL, resolveFirebaseSettings } from './firebase-config';

const settings = resolveFirebaseSettings(import.meta.env);

export const firebaseApp = initializeApp(settings.options);

/** Running against the local emulator suite (no Google service is called). */
export const usesEmulators = settings.useEmulators;

// initializeAuth rather than getAuth(): getAuth() on mobile user agents eagerly loads Google's
// gapi script for the popup/redirect flows. No resolver here at all: the Google button passes
// `browserPopupRedirectResolver` to each popup/redirect call, so that code (and Google's script)
// loads only with the sign-in page, not with every page.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});
auth.languageCode = 'ko';

if (settings.useEmulators) {
  connectAuthEmulator(auth, AUTH_EMULATOR_URL, { disableWarnings: true });
}
