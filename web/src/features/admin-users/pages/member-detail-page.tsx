import { messages } from '@settle/contract/messages';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import type { ShowFeedback } from '../../../components/feedback-snackbar';
import { ApiError, errorMessageOf } from '../../../lib/api-error';
import type { AdminUserDetail } from '@settle/contract/admin-users';
import { useAdminUser } from '../api/get-admin-user';
import { MemberProfileCard } from '../components/member-profile-card';

export interface MemberDetailProps {
  userId: string;
  notify: ShowFeedback;
  /** The rest of the page, given the loaded member (the app route composes other features). */
  children: (detail: AdminUserDetail) => ReactNode;
}

/**
 * 회원 상세 (GET /admin/users/{id}): the profile card, then whatever the route puts below
 * (ledger, transactions, settlements, account history, access record).
 */
export function MemberDetail({ userId, notify, children }: MemberDetailProps) {
  const detail = useAdminUser(userId);
  if (detail.isPending)
    return <Skeleton variant="rounded" height={240} aria-label="회원 정보를 불러오는 중" />;
  if (detail.isError) {
    return (
      <Alert severity="error" role="alert">
        {detail.error instanceof ApiError && detail.error.status === 404
          ? '회원을 찾을 수 없습니다.'
          : errorMessageOf(detail.error, messages.internal)}
      </Alert>
    );
  }
  return (
    <>
      <MemberProfileCard detail={detail.data} notify={notify} />
      {children(detail.data)}
    </>
  );
}
