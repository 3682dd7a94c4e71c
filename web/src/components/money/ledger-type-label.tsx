import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ledgerEntryTypeLabels, type ProcessingRecord } from '@settle/contract/ledger';

/**
 * The kind of a ledger entry (거래 입금, 정산 출금, …) and, for an entry an admin reversed, a
 * 취소됨 mark: its amount still counts in the history, and the reversal is its own entry.
 */
export function LedgerTypeLabel({ record }: { record: Pick<ProcessingRecord, 'type' | 'reversedBy'> }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {ledgerEntryTypeLabels[record.type]}
      </Typography>
      {record.reversedBy !== null && <Chip size="small" label="취소됨" variant="outlined" />}
    </Stack>
  );
}
