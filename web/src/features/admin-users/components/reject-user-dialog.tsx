import { REJECT_REASON_MAX, rejectUserSchema, type AdminUser } from '@settle/contract/admin-users';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useRejectAdminUser } from '../api/reject-admin-user';

export interface RejectUserDialogProps {
  user: AdminUser;
  onClose: () => void;
  onRejected: (user: AdminUser) => void;
}

/**
 * 가입 반려 (issue 16): a pending sign-up is refused with a reason the person reads on their
 * waiting screen. A 409 (approved or rejected meanwhile) is said in the dialog; the list
 * refreshes. Mount with key={user.id}.
 */
export function RejectUserDialog({ user, onClose, onRejected }: RejectUserDialogProps) {
  const reject = useRejectAdminUser();
  return (
    <ReasonDialog
      title="가입 반려"
      description={`${user.name}님(${user.email})의 가입 신청을 반려합니다. 반려 사유는 가입한 분의 대기 화면에 표시됩니다. 반려한 뒤에도 승인할 수 있습니다.`}
      label="반려 사유"
      submitLabel="반려"
      maxLength={REJECT_REASON_MAX}
      schema={rejectUserSchema}
      pending={reject.isPending}
      onSubmit={async (reason) => onRejected(await reject.mutateAsync({ id: user.id, body: { reason } }))}
      onClose={onClose}
    />
  );
}
