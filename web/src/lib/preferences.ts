import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PRIMARY_MAIN } from '../theme/palette';

/**
 * The layout and look choices a person makes in the customizer (spec §3 "locally persisted
 * preferences"), kept in local storage under one key. The theme mode itself (light, dark,
 * system) is MUI's own `useColorScheme` state, which persists separately (`mui-mode`).
 */
export type NavigationType = 'vertical' | 'horizontal';
export type ContentWidth = 'boxed' | 'full';
export type NavbarType = 'sticky' | 'static' | 'hidden';
export type FooterType = 'static' | 'sticky' | 'hidden';
export type Skin = 'default' | 'bordered';

export interface Preferences {
  navigationType: NavigationType;
  contentWidth: ContentWidth;
  navbarType: NavbarType;
  navbarBlur: boolean;
  footerType: FooterType;
  skin: Skin;
  verticalNavCollapsed: boolean;
  primaryLight: string;
  primaryDark: string;
}

/** spec §2: vertical nav, boxed content, sticky navbar with blur, static footer, default skin. */
export const DEFAULT_PREFERENCES: Preferences = {
  navigationType: 'vertical',
  contentWidth: 'boxed',
  navbarType: 'sticky',
  navbarBlur: true,
  footerType: 'static',
  skin: 'default',
  verticalNavCollapsed: false,
  primaryLight: PRIMARY_MAIN,
  primaryDark: PRIMARY_MAIN,
};

export const PREFERENCES_STORAGE_KEY = 'settle.preferences';

interface PreferencesStore extends Preferences {
  set: (patch: Partial<Preferences>) => void;
  reset: () => void;
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const CHOICES: { [K in keyof Preferences]?: readonly Preferences[K][] } = {
  navigationType: ['vertical', 'horizontal'],
  contentWidth: ['boxed', 'full'],
  navbarType: ['sticky', 'static', 'hidden'],
  footerType: ['static', 'sticky', 'hidden'],
  skin: ['default', 'bordered'],
};

/**
 * Whatever local storage holds is checked field by field: a value from an older version, or one
 * edited by hand, falls back to its default instead of breaking the layout.
 */
export function sanitizePreferences(stored: unknown): Preferences {
  const result: Preferences = { ...DEFAULT_PREFERENCES };
  if (typeof stored !== 'object' || stored === null) return result;
  const record = stored as Record<string, unknown>;
  const pick = <K extends keyof Preferences>(key: K, valid: (value: unknown) => boolean) => {
    if (valid(record[key])) result[key] = record[key] as Preferences[K];
  };
  for (const key of Object.keys(CHOICES) as (keyof typeof CHOICES)[]) {
    const allowed: readonly unknown[] = CHOICES[key] ?? [];
    pick(key, (value) => allowed.includes(value));
  }
  pick('navbarBlur', (value) => typeof value === 'boolean');
  pick('verticalNavCollapsed', (value) => typeof value === 'boolean');
  pick('primaryLight', (value) => typeof value === 'string' && HEX_COLOUR.test(value));
  pick('primaryDark', (value) => typeof value === 'string' && HEX_COLOUR.test(value));
  return result;
}

export const usePreferences = create<PreferencesStore>()(
  persist(
    (set) => ({
      ...DEFAULT_PREFERENCES,
      set: (patch) => set(patch),
      reset: () => set(DEFAULT_PREFERENCES),
    }),
    {
      name: PREFERENCES_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ set: _set, reset: _reset, ...preferences }) => preferences,
      merge: (persisted, current) => ({ ...current, ...sanitizePreferences(persisted) }),
    },
  ),
);
