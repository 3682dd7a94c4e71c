import { IconArrowsExchange, IconBell, IconCash, IconHome, IconSettings } from '@tabler/icons-react';
import type { NavItem } from './nav-types';

/**
 * The member's bottom tab bar on phones (PRODUCT.md "The member's app"): 홈 · 거래 · 정산 · 알림 · 설정.
 * 설정 opens 내 정보 (profile and payout account, what a member changes most) and stays marked on
 * every /setting/… page; 앱 설정 is a link away on that page's menu and in the drawer.
 * The icons are the drawer's own, so the bar adds no icon bytes.
 */
export const BOTTOM_TABS = [
  { to: '/', label: '홈', icon: IconHome, match: ['/'] },
  { to: '/transaction', label: '거래', icon: IconArrowsExchange, match: ['/transaction'] },
  { to: '/settlement', label: '정산', icon: IconCash, match: ['/settlement'] },
  { to: '/notification', label: '알림', icon: IconBell, match: ['/notification'] },
  { to: '/setting/id', label: '설정', icon: IconSettings, match: ['/setting'] },
] as const satisfies readonly (Pick<NavItem, 'to' | 'label' | 'icon'> & { match: readonly string[] })[];

export type BottomTab = (typeof BOTTOM_TABS)[number];

/**
 * The tab a path belongs to: 홈 on `/` only; the others on their path and anything below it
 * (`/transaction/…`, `/setting/app`). Null on screens no tab stands for (공지사항, 자산), so no tab
 * claims to be the current page there.
 */
export function activeTabOf(pathname: string): BottomTab | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    BOTTOM_TABS.find((tab) =>
      tab.match.some((prefix) =>
        prefix === '/' ? path === '/' : path === prefix || path.startsWith(`${prefix}/`),
      ),
    ) ?? null
  );
}
