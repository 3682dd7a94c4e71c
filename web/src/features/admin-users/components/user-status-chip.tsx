import Chip from '@mui/material/Chip';
import type { UserStatus } from '@settle/contract/users';
import { statusLabels } from '../lib/user-display';

const colors = { pending: 'warning', active: 'success', deactivated: 'default', rejected: 'error' } as const;

export function UserStatusChip({ status }: { status: UserStatus }) {
  return <Chip size="small" label={statusLabels[status]} color={colors[status]} variant="outlined" />;
}
