import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { isActivePath } from '../src/components/shell/nav-types';
import { DEFAULT_PREFERENCES, sanitizePreferences } from '../src/lib/preferences';
import { PAPER, PRIMARY_MAIN, PRIMARY_PRESETS, readableTone } from '../src/theme/palette';

describe('stored layout preferences', () => {
  it('default to the spec: vertical, boxed, sticky navbar with blur, static footer, default skin, expanded', () => {
    expect(sanitizePreferences(undefined)).toEqual({
      navigationType: 'vertical',
      contentWidth: 'boxed',
      navbarType: 'sticky',
      navbarBlur: true,
      footerType: 'static',
      skin: 'default',
      verticalNavCollapsed: false,
      primaryLight: '#E67E22',
      primaryDark: '#E67E22',
    });
  });

  it('keep valid choices and drop unknown or malformed ones field by field', () => {
    const stored = {
      navigationType: 'horizontal',
      contentWidth: 'huge',
      navbarType: 'hidden',
      navbarBlur: 'yes',
      footerType: 'sticky',
      skin: 'bordered',
      verticalNavCollapsed: true,
      primaryLight: '#7367F0',
      primaryDark: 'red',
      extra: 1,
    };
    expect(sanitizePreferences(stored)).toEqual({
      ...DEFAULT_PREFERENCES,
      navigationType: 'horizontal',
      navbarType: 'hidden',
      footerType: 'sticky',
      skin: 'bordered',
      verticalNavCollapsed: true,
      primaryLight: '#7367F0',
    });
  });
});

describe('readable primary text', () => {
  it('darkens the spec orange until it reads at 4.5:1 on white, and leaves it alone on dark paper', () => {
    expect(getContrastRatio(PRIMARY_MAIN, PAPER.light)).toBeLessThan(4.5);
    const onLight = readableTone(PRIMARY_MAIN, PAPER.light);
    expect(getContrastRatio(onLight, PAPER.light)).toBeGreaterThanOrEqual(4.5);
    expect(readableTone(PRIMARY_MAIN, PAPER.dark)).toBe(PRIMARY_MAIN);
  });

  it('finds a readable tone for every preset on both papers', () => {
    for (const preset of PRIMARY_PRESETS) {
      expect(getContrastRatio(readableTone(preset, PAPER.light), PAPER.light)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(readableTone(preset, PAPER.dark), PAPER.dark)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('active menu item', () => {
  it('matches home exactly and other screens by path prefix', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/setting/id')).toBe(false);
    expect(isActivePath('/admin/user', '/admin/user')).toBe(true);
    expect(isActivePath('/notice', '/notice/abc')).toBe(true);
    expect(isActivePath('/admin/user', '/admin/users')).toBe(false);
  });

  it('keeps the admin dashboard unselected on the other admin screens', () => {
    expect(isActivePath('/admin', '/admin')).toBe(true);
    expect(isActivePath('/admin', '/admin/transaction')).toBe(false);
  });
});
