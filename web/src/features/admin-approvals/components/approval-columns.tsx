import type { Approval } from '@settle/contract/approvals';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColumn } from '../../../components/admin-data-grid';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { describeOperation, kindLabel, statusColor, statusLabel } from '../lib/approval-view';
import { reverseOutcome } from '../lib/reverse-outcome';

/** What the request will do, why it was asked, and what became of it (failures, reversal refusals). */
function OperationCell({ approval, unit }: { approval: Approval; unit: string }) {
  const reversal = reverseOutcome(approval);
  return (
    <Stack spacing={0.75} sx={{ py: 0.5, minWidth: 0 }}>
      <Typography variant="body2">{describeOperation(approval, unit)}</Typography>
      <Typography variant="body2" color="text.secondary">
        사유: {approval.reason === '' ? '(없음)' : approval.reason}
      </Typography>
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
    </Stack>
  );
}

/** The columns of 승인 요청 (`unit`: the asset unit, for adjustments). */
export function approvalColumns(unit: string): GridColumn<Approval>[] {
  return [
    {
      field: 'kind',
      headerName: '요청',
      width: 150,
      render: (approval) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start', py: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {kindLabel(approval)}
          </Typography>
          <Chip size="small" label={statusLabel(approval)} color={statusColor(approval)} variant="outlined" />
        </Stack>
      ),
    },
    {
      field: 'operation',
      headerName: '내용',
      minWidth: 280,
      render: (approval) => <OperationCell approval={approval} unit={unit} />,
    },
    {
      field: 'requestedBy',
      headerName: '요청자',
      minWidth: 190,
      render: (approval) => (
        <Stack sx={{ py: 0.5, minWidth: 0 }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {approval.requestedBy.email}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatSeoulDateTime(approval.requestedAt)}
            {approval.status === 'pending'
              ? ` · ${formatSeoulDateTime(approval.expiresAt)}까지 승인 가능`
              : ''}
          </Typography>
        </Stack>
      ),
    },
    {
      field: 'decidedBy',
      headerName: '처리',
      minWidth: 170,
      render: (approval) =>
        approval.decidedBy && approval.status !== 'withdrawn' ? (
          <Stack sx={{ py: 0.5, minWidth: 0 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {approval.decidedBy.email}
            </Typography>
            {approval.decidedAt && (
              <Typography variant="caption" color="text.secondary">
                {formatSeoulDateTime(approval.decidedAt)}
              </Typography>
            )}
          </Stack>
        ) : (
          '-'
        ),
    },
  ];
}
