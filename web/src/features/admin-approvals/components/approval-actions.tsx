import type { Approval } from '@settle/contract/approvals';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { actionsFor } from '../lib/approval-view';

export interface ApprovalActionsProps {
  approval: Approval;
  viewerUid: string | null;
  busy: boolean;
  /** This request is running (a settlement takes a while): the button says so. */
  approving: boolean;
  onApprove: () => void;
  onReject: () => void;
  onWithdraw: () => void;
}

/** A request's buttons for this viewer; on one's own request, why 승인 is not offered. */
export function ApprovalActions({
  approval,
  viewerUid,
  busy,
  approving,
  onApprove,
  onReject,
  onWithdraw,
}: ApprovalActionsProps) {
  const actions = actionsFor(approval, viewerUid);
  return (
    <Stack spacing={0.75} sx={{ alignItems: 'flex-end', py: 0.5, width: '100%' }}>
      {(actions.approve || actions.reject || actions.withdraw) && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {actions.withdraw && (
            <Button size="small" variant="outlined" disabled={busy} onClick={onWithdraw}>
              철회
            </Button>
          )}
          {actions.reject && (
            <Button size="small" variant="outlined" color="error" disabled={busy} onClick={onReject}>
              거절
            </Button>
          )}
          {actions.approve && (
            <Button size="small" variant="contained" disabled={busy} loading={approving} onClick={onApprove}>
              승인
            </Button>
          )}
        </Stack>
      )}
      {actions.ownNote && (
        <Typography
          variant="caption"
          color="text.secondary"
          data-testid="own-request-note"
          sx={{ textAlign: 'right' }}
        >
          {actions.ownNote}
        </Typography>
      )}
      {approving && (
        <Typography variant="caption" color="text.secondary" role="status" sx={{ textAlign: 'right' }}>
          승인하고 실행하는 중입니다. 잠시만 기다려 주세요.
        </Typography>
      )}
      {!actions.approve && !actions.reject && !actions.withdraw && !actions.ownNote && '-'}
    </Stack>
  );
}
