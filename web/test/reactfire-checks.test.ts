import { describe, expect, it } from 'vitest';
import {
  ADMIN_CHECK,
  roleFromClaims,
  roleFromSigninCheck,
  SECOND_FACTOR_CHECK,
  signedInWithSecondFactor,
} from '../src/features/auth/lib/role';
import { trimReactfire } from '../vite.config';

const CLAIMS: Record<string, unknown>[] = [
  { role: 'admin' },
  { role: 'admin', firebase: { sign_in_second_factor: 'phone' } },
  { role: 'user' },
  { role: 'Admin' },
  { admin: true },
  {},
  { firebase: { sign_in_second_factor: 'totp' } },
  { firebase: { sign_in_second_factor: '' } },
  { firebase: { sign_in_provider: 'password' } },
];

describe("the role and second-factor checks handed to reactfire's useSigninCheck", () => {
  it('requires exactly the claim roleFromClaims reads as admin (reactfire compares each with ===)', () => {
    for (const claims of CLAIMS) {
      const passes = Object.entries(ADMIN_CHECK.requiredClaims).every(
        ([key, value]) => claims[key] === value,
      );
      expect(passes, JSON.stringify(claims)).toBe(roleFromClaims(claims) === 'admin');
    }
  });

  it('answers admin only for a signed-in check that has the claim', () => {
    expect(roleFromSigninCheck({ signedIn: true, hasRequiredClaims: true })).toBe('admin');
    expect(roleFromSigninCheck({ signedIn: true, hasRequiredClaims: false })).toBe('user');
    expect(roleFromSigninCheck({ signedIn: false, hasRequiredClaims: false })).toBe('user');
  });

  it('validates the second factor as signedInWithSecondFactor does', () => {
    for (const claims of CLAIMS) {
      expect(SECOND_FACTOR_CHECK.validateCustomClaims(claims).hasRequiredClaims, JSON.stringify(claims)).toBe(
        signedInWithSecondFactor(claims),
      );
    }
  });
});

describe('the build-time stubs for the Firebase SDKs reactfire imports but the app never calls', () => {
  const plugin = trimReactfire();
  const resolve = (source: string, importer: string): unknown =>
    (plugin.resolveId as (s: string, i: string) => unknown)(source, importer);
  const load = (id: string): unknown => (plugin.load as (id: string) => unknown)(id);
  const REACTFIRE = '/app/node_modules/reactfire/src/firestore.tsx';
  const RXFIRE = '/app/node_modules/rxfire/firestore/index.esm.js';

  it("redirects only reactfire's and rxfire's own imports of the unused SDKs", () => {
    expect(resolve('firebase/firestore', REACTFIRE)).toEqual(expect.stringContaining('firebase/firestore'));
    expect(resolve('rxfire/database', REACTFIRE)).toEqual(expect.stringContaining('rxfire/database'));
    expect(resolve('firebase/storage', RXFIRE)).toEqual(expect.stringContaining('firebase/storage'));
    expect(resolve('firebase/firestore', '/app/web/src/lib/x.ts')).toBeNull();
    expect(resolve('firebase/messaging', '/app/web/src/lib/x.ts')).toBeNull();
    expect(resolve('firebase/auth', REACTFIRE)).toBeNull();
    expect(resolve('rxfire/auth', REACTFIRE)).toBeNull();
    expect(resolve('firebase/app', REACTFIRE)).toBeNull();
  });

  it('makes any stubbed function throw, naming the plugin, instead of doing nothing', async () => {
    const id = resolve('firebase/firestore', REACTFIRE) as string;
    const stub = load(id) as { code: string; syntheticNamedExports: boolean };
    expect(stub.syntheticNamedExports).toBe(true);
    const module = (await import(`data:text/javascript,${encodeURIComponent(stub.code)}`)) as {
      default: Record<string, () => void>;
    };
    expect(() => module.default['onSnapshot']?.()).toThrow(
      /firebase\/firestore is not bundled: see trimReactfire/,
    );
    expect(() => module.default['queryEqual']?.()).toThrow(/is not bundled/);
  });

  it("hands reactfire React's own useSyncExternalStore instead of the CommonJS shim", () => {
    const id = resolve('use-sync-external-store/shim', REACTFIRE) as string;
    expect(load(id)).toBe("export { useSyncExternalStore } from 'react';");
  });
});

describe('react-router-dom', () => {
  it('resolves react-router to the very copy the app imports (one router context in the build)', () => {
    const app = new URL('../src/app/app.tsx', import.meta.url).href;
    const dom = import.meta.resolve('react-router-dom', app);
    expect(dom).toMatch(/node_modules\/react-router-dom\//);
    expect(import.meta.resolve('react-router', dom)).toBe(import.meta.resolve('react-router', app));
  });
});
