import type { ComponentType } from 'react';

/** A screen in the navigation: the search and the shortcuts offer the same entries. */
export interface NavItem {
  to: string;
  label: string;
  icon: ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;
  /** Other words a person may type in the search for this screen. */
  keywords?: readonly string[];
}

/** A titled group: a subheader in the vertical nav, a drop-down in the horizontal one. */
export interface NavSection {
  title: string;
  items: readonly NavItem[];
}

export function navItemsOf(sections: readonly NavSection[]): NavItem[] {
  return sections.flatMap((section) => section.items);
}

/** The item a path belongs to: exact for `/`, otherwise the longest matching prefix. */
const ROOT_PATHS = new Set(['/', '/admin']);

export function isActivePath(itemPath: string, pathname: string): boolean {
  // Section roots (the member home, the admin dashboard) are active on themselves only.
  if (ROOT_PATHS.has(itemPath)) return pathname === itemPath || pathname === `${itemPath}/`;
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
