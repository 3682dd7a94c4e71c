import { describe, expect, it } from 'vitest';
import { resolveFirebaseSettings } from '../src/lib/firebase-config';

describe('resolveFirebaseSettings', () => {
  it('runs against the emulators under demo-settle when no project is configured', () => {
    expect(resolveFirebaseSettings({})).toEqual({
      options: {
        projectId: 'demo-settle',
        apiKey: 'demo-api-key',
        authDomain: 'demo-settle.firebaseapp.com',
      },
      useEmulators: true,
    });
    expect(resolveFirebaseSettings({ VITE_FIREBASE_PROJECT_ID: '  ' }).options.projectId).toBe('demo-settle');
    expect(resolveFirebaseSettings({ VITE_USE_EMULATORS: 'false' }).useEmulators).toBe(false);
  });

  it('uses the configured project and does not connect to emulators unless asked', () => {
    const settings = resolveFirebaseSettings({
      VITE_FIREBASE_PROJECT_ID: 'settle-prod',
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
    });
    expect(settings).toEqual({
      options: {
        projectId: 'settle-prod',
        apiKey: 'key',
        authDomain: 'settle-prod.firebaseapp.com',
        appId: '1:2:web:3',
      },
      useEmulators: false,
    });
  });

  it('fails fast when a project is configured without an api key', () => {
    expect(() => resolveFirebaseSettings({ VITE_FIREBASE_PROJECT_ID: 'settle-prod' })).toThrow(
      /VITE_FIREBASE_API_KEY/,
    );
  });
});
