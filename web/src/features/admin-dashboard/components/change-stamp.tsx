import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatSeoulDateTime } from '../../../lib/seoul-time';

/** When a setting changed and who changed it: the right side of a change-history row. */
export function ChangeStamp({ updatedAt, updatedByName }: { updatedAt: string; updatedByName: string }) {
  return (
    <Box sx={{ textAlign: 'right', minWidth: 0 }}>
      <Typography variant="caption" component="div" sx={{ whiteSpace: 'nowrap' }}>
        {formatSeoulDateTime(updatedAt)}
      </Typography>
      <Typography variant="caption" component="div" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {updatedByName}
      </Typography>
    </Box>
  );
}
