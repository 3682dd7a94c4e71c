import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProcessingRecord } from '@settle/contract/ledger';
import { LedgerTypeLabel } from '../../../components/money/ledger-type-label';
import { SignedAssets } from '../../../components/money/signed-assets';
import { assetsText } from '../../../lib/money-display';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { RecentSection } from './recent-section';

/** The member's latest ledger entries: what changed their assets, by how much, and the balance after. */
export function RecentRecords({ records, unit }: { records: readonly ProcessingRecord[]; unit: string }) {
  return (
    <RecentSection
      title="최근 처리 내역"
      link={{ to: '/property', label: '처리 내역 전체 보기' }}
      empty="아직 처리 내역이 없습니다."
      isEmpty={records.length === 0}
    >
      <List dense disablePadding>
        {records.map((record) => (
          <ListItem key={record.id} divider sx={{ py: 0.75 }}>
            <ListItemText
              disableTypography
              primary={<LedgerTypeLabel record={record} />}
              secondary={
                <Typography variant="caption" color="text.secondary" component="p">
                  {formatSeoulDateTime(record.createdAt)}
                </Typography>
              }
            />
            <Stack sx={{ alignItems: 'flex-end', ml: 2 }}>
              <SignedAssets value={record.amount} unit={unit} />
              <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                잔액 {assetsText(record.balanceAfter, unit)}
              </Typography>
            </Stack>
          </ListItem>
        ))}
      </List>
    </RecentSection>
  );
}
