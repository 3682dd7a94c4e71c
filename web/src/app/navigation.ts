import {
  IconBell,
  IconCalendarEvent,
  IconCash,
  IconChecklist,
  IconChecks,
  IconCircleCheck,
  IconHome,
  IconReceipt,
  IconSettings,
  IconSpeakerphone,
  IconUserCheck,
  IconUserCircle,
  IconUsers,
  IconWallet,
  IconNews,
  IconArrowsExchange,
  IconLayoutDashboard,
  IconShieldCheck,
} from '@tabler/icons-react';
import type { NavSection } from '../components/shell/nav-types';
import { VERIFICATION_TITLE } from '../features/admin-users/lib/verification-view';

/**
 * The menus (spec §1): members see their five sections; operators also see the admin
 * sections. The search and shortcuts in the navbar offer exactly these entries, so nobody is
 * offered a screen they may not open.
 */
export const MEMBER_SECTIONS: readonly NavSection[] = [
  {
    title: '메뉴',
    items: [
      { to: '/', label: '홈', icon: IconHome, keywords: ['대시보드', 'dashboard'] },
      { to: '/notice', label: '공지사항', icon: IconNews, keywords: ['notice', '공지'] },
      { to: '/property', label: '자산', icon: IconWallet, keywords: ['property', '잔액', '처리 내역'] },
      { to: '/transaction', label: '거래', icon: IconArrowsExchange, keywords: ['transaction', '거래 등록'] },
      { to: '/settlement', label: '정산', icon: IconCash, keywords: ['settlement', '정산 내역'] },
      // The inbox (issue 17); the bell's icon, already in the navbar.
      { to: '/notification', label: '알림', icon: IconBell, keywords: ['notification', '받은 알림', '푸시'] },
    ],
  },
  {
    title: '설정',
    items: [
      { to: '/setting/id', label: '내 정보', icon: IconUserCircle, keywords: ['프로필', '계좌', 'profile'] },
      { to: '/setting/app', label: '앱 설정', icon: IconSettings, keywords: ['테마', '알림', 'theme'] },
    ],
  },
];

export const ADMIN_SECTION: NavSection = {
  title: '운영',
  items: [
    {
      to: '/admin',
      label: '운영 대시보드',
      icon: IconLayoutDashboard,
      keywords: ['admin', '환율', '수수료'],
    },
    {
      to: '/admin/verification',
      // The page's own title: one constant, so menu and heading cannot drift apart.
      label: VERIFICATION_TITLE,
      icon: IconUserCheck,
      keywords: ['verification', '승인'],
    },
    { to: '/admin/user', label: '회원 관리', icon: IconUsers, keywords: ['user', '초대 코드'] },
    { to: '/admin/transaction', label: '거래 처리', icon: IconChecklist, keywords: ['transaction'] },
    { to: '/admin/successtrans', label: '처리 완료 거래', icon: IconCircleCheck, keywords: ['successtrans'] },
    { to: '/admin/settlement', label: '정산 관리', icon: IconReceipt, keywords: ['settlement', '정산 실행'] },
    {
      to: '/admin/approvals',
      label: '승인 요청',
      icon: IconChecks,
      keywords: ['approvals', '승인', '결재', '4-eyes'],
    },
    { to: '/admin/notice', label: '공지 관리', icon: IconSpeakerphone, keywords: ['notice', '공지사항'] },
    { to: '/admin/notification', label: '알림 발송', icon: IconBell, keywords: ['push', '푸시'] },
    { to: '/admin/schedule', label: '일정 관리', icon: IconCalendarEvent, keywords: ['schedule', '캘린더'] },
    {
      to: '/admin/audit',
      label: '접속 기록',
      icon: IconShieldCheck,
      keywords: ['audit', '감사', '위변조', '월간 점검', '다운로드 사유'],
    },
  ],
};

/** Admins sign in with a second factor (issue 16): its page joins their 설정 menu. */
const SECURITY_ITEM = {
  to: '/setting/security',
  label: '보안 설정',
  // The shield of 접속 기록 again: a new icon would add its bytes to every first route.
  icon: IconShieldCheck,
  keywords: ['2단계 인증', 'OTP', '보안', 'security'],
};

export function sectionsFor(role: 'admin' | 'user'): readonly NavSection[] {
  if (role !== 'admin') return MEMBER_SECTIONS;
  const withSecurity = MEMBER_SECTIONS.map((section) =>
    section.title === '설정' ? { ...section, items: [...section.items, SECURITY_ITEM] } : section,
  );
  return [...withSecurity, ADMIN_SECTION];
}
