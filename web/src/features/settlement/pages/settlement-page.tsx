import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SettlementList } from '../components/settlement-list';
import { SettlementSummary } from '../components/settlement-summary';

/** /settlement (정산): the total paid out, the account it goes to, and every settlement. */
export function SettlementPage() {
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        정산
      </Typography>
      <SettlementSummary />
      <SettlementList />
    </Stack>
  );
}
