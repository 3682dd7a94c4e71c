import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memberLedgerEntryTypeLabels, type ProcessingRecord } from '@settle/contract/ledger';

/**
 * The kind of a ledger entry in the member's words (거래 입금, 정산 출금, 취소, …) and, for an entry
 * an admin reversed, a 취소됨 mark: its amount still counts in the history, and the reversal is its
 * own entry. Member screens only: the admin tables name the entry types with the contract's
 * precise labels (취소(역분개)).
 */
export function LedgerTypeLabel({ record }: { record: Pick<ProcessingRecord, 'type' | 'reversedBy'> }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {memberLedgerEntryTypeLabels[record.type]}
      </Typography>
      {record.reversedBy !== null && <Chip size="small" label="취소됨" variant="outlined" />}
    </Stack>
  );
}
