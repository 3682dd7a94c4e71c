import { rejectApprovalSchema } from '@settle/contract/approvals';
import { ReasonDialog } from '../../../components/reason-dialog';

export interface RejectApprovalDialogProps {
  pending: boolean;
  onReject: (reason: string) => Promise<void>;
  onClose: () => void;
}

/** 거절: the reason is required (checked with the API's schema) and shown on the request. */
export function RejectApprovalDialog({ pending, onReject, onClose }: RejectApprovalDialogProps) {
  return (
    <ReasonDialog
      title="승인 요청 거절"
      description="거절 사유는 요청한 운영자에게 표시됩니다."
      label="거절 사유"
      submitLabel="거절"
      maxLength={200}
      schema={rejectApprovalSchema}
      pending={pending}
      onSubmit={onReject}
      onClose={onClose}
    />
  );
}
