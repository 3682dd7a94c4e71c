import type { Approval } from '@settle/contract/approvals';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { actionsFor, describeOperation, kindLabel, statusColor, statusLabel } from '../lib/approval-view';
import { reverseOutcome } from '../lib/reverse-outcome';
import { useAssetUnit } from '../../../lib/asset-format';

export interface ApprovalCardProps {
  approval: Approval;
  viewerUid: string | null;
  busy: boolean;
  /** This card's approval is running (a settlement takes a while): the button says so. */
  approving?: boolean;
  onApprove: () => void;
  onReject: () => void;
  onWithdraw: () => void;
}

/** One request: what it will do, who asked and why, until when, and what became of it. */
export function ApprovalCard({
  approval,
  viewerUid,
  busy,
  approving = false,
  onApprove,
  onReject,
  onWithdraw,
}: ApprovalCardProps) {
  const actions = actionsFor(approval, viewerUid);
  const unit = useAssetUnit();
  const reversal = reverseOutcome(approval);
  return (
    <Card variant="outlined" data-testid="approval-card" data-approval-id={approval.id}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {kindLabel(approval)}
            </Typography>
            <Chip
              size="small"
              label={statusLabel(approval)}
              color={statusColor(approval)}
              variant="outlined"
            />
          </Stack>
          <Typography variant="body1">{describeOperation(approval, unit)}</Typography>
          <Typography variant="body2" color="text.secondary">
            요청 {approval.requestedBy.email} · {formatSeoulDateTime(approval.requestedAt)}
            {approval.status === 'pending'
              ? ` · ${formatSeoulDateTime(approval.expiresAt)}까지 승인 가능`
              : ''}
          </Typography>
          <Typography variant="body2">사유: {approval.reason === '' ? '(없음)' : approval.reason}</Typography>
          {approval.decidedBy && approval.status !== 'withdrawn' && (
            <Typography variant="body2" color="text.secondary">
              처리 {approval.decidedBy.email}
              {approval.decidedAt ? ` · ${formatSeoulDateTime(approval.decidedAt)}` : ''}
            </Typography>
          )}
          {approval.decisionReason && (
            <Typography variant="body2">거절 사유: {approval.decisionReason}</Typography>
          )}
          {approval.result?.message && (
            <Alert severity="error" role="note">
              실행하지 못했습니다: {approval.result.message}
            </Alert>
          )}
          {reversal && (
            <Alert severity={reversal.severity} role="note">
              {reversal.message}
              {reversal.refusals.map((r) => (
                <Typography key={r.id} variant="body2">
                  내역 {r.id}: {r.message}
                </Typography>
              ))}
            </Alert>
          )}
          {actions.ownNote && (
            <Typography variant="body2" color="text.secondary" data-testid="own-request-note">
              {actions.ownNote}
            </Typography>
          )}
          {(actions.approve || actions.reject || actions.withdraw) && (
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              {actions.withdraw && (
                <Button variant="outlined" disabled={busy} onClick={onWithdraw}>
                  철회
                </Button>
              )}
              {actions.reject && (
                <Button variant="outlined" color="error" disabled={busy} onClick={onReject}>
                  거절
                </Button>
              )}
              {actions.approve && (
                <Button variant="contained" disabled={busy} loading={approving} onClick={onApprove}>
                  승인
                </Button>
              )}
            </Stack>
          )}
          {approving && (
            <Typography variant="body2" color="text.secondary" role="status">
              승인하고 실행하는 중입니다. 잠시만 기다려 주세요.
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
