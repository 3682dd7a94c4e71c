import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AssetOverview } from '../components/asset-overview';
import { LedgerList } from '../components/ledger-list';

/** /property (자산): the member's assets in asset units and KRW, the rate, and the ledger. */
export function PropertyPage() {
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        자산
      </Typography>
      <AssetOverview />
      <LedgerList />
    </Stack>
  );
}
