/**
 * The one place that initialises Firebase. Everything else imports `firebaseApp` or `auth`
 * from here.
 */
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { AUTH_EMULATOR_URL, resolveFirebaseSettings } from './firebase-config';

const settings = resolveFirebaseSettings(import.meta.env);

export const firebaseApp = initializeApp(settings.options);

// initializeAuth rather than getAuth(): getAuth() on mobile user agents eagerly loads Google's
// gapi script for the popup/redirect flows; here the resolver is given explicitly instead.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  popupRedirectResolver: browserPopupRedirectResolver,
});
auth.languageCode = 'ko';

if (settings.useEmulators) {
  connectAuthEmulator(auth, AUTH_EMULATOR_URL, { disableWarnings: true });
}
