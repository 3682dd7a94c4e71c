import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatSeoulDateTime } from '../../../lib/seoul-time';

export interface SettingChange {
  id: string;
  /** The value it was changed to, as shown ('1,385.50원', 'pt'). */
  value: string;
  updatedAt: string;
  updatedByName: string;
}

/** A setting's change history (rates, asset unit): the new value, then when and who. */
export function ChangeHistoryList({ changes }: { changes: readonly SettingChange[] }) {
  return (
    <Stack component="ol" divider={<Divider flexItem />} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {changes.map((change) => (
        <Stack
          component="li"
          key={change.id}
          direction="row"
          spacing={2}
          sx={{ py: 0.75, justifyContent: 'space-between', alignItems: 'center' }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {change.value}
          </Typography>
          <Box sx={{ textAlign: 'right', minWidth: 0 }}>
            <Typography variant="caption" component="div" sx={{ whiteSpace: 'nowrap' }}>
              {formatSeoulDateTime(change.updatedAt)}
            </Typography>
            <Typography
              variant="caption"
              component="div"
              color="text.secondary"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {change.updatedByName}
            </Typography>
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
