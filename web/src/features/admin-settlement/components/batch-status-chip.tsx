import { settlementBatchStatusLabels, type SettlementBatchStatus } from '@settle/contract/settlement';
import Chip from '@mui/material/Chip';

const colors = {
  prepared: 'info',
  executing: 'warning',
  completed: 'success',
  stale: 'error',
  discarded: 'default',
} as const;

export function BatchStatusChip({ status }: { status: SettlementBatchStatus }) {
  return (
    <Chip
      size="small"
      label={settlementBatchStatusLabels[status]}
      color={colors[status]}
      variant="outlined"
      data-testid="settlement-status"
    />
  );
}
