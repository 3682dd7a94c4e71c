/**
 * The page title of /admin/verification, also its menu entry (app/navigation.ts imports it), so
 * the words a person clicks are the words the page is headed by (issue 16).
 */
export const VERIFICATION_TITLE = '회원 승인';

/** Which sign-ups /admin/verification lists: those waiting, or those an operator rejected. */
export type VerificationView = 'pending' | 'rejected';

export const VERIFICATION_VIEWS: Record<VerificationView, { label: string; tableLabel: string; empty: string }> =
  {
    pending: { label: '승인 대기', tableLabel: '승인 대기 회원', empty: '승인 대기 중인 회원이 없습니다.' },
    rejected: { label: '반려', tableLabel: '반려된 가입 신청', empty: '반려된 가입 신청이 없습니다.' },
  };
