import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { Transaction } from '@settle/contract/transactions';
import { TransactionStatusChip } from '../../../components/money/transaction-status-chip';
import { assetsText } from '../../../lib/money-display';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { RecentSection } from './recent-section';

/** The member's latest transactions: amount, memo, when, and where each stands. */
export function RecentTransactions({
  transactions,
  unit,
}: {
  transactions: readonly Transaction[];
  unit: string;
}) {
  return (
    <RecentSection
      title="최근 거래"
      link={{ to: '/transaction', label: '거래 전체 보기' }}
      empty="아직 등록한 거래가 없습니다."
      isEmpty={transactions.length === 0}
    >
      <List dense disablePadding>
        {transactions.map((transaction) => (
          <ListItem
            key={transaction.id}
            divider
            secondaryAction={<TransactionStatusChip status={transaction.status} />}
            sx={{ pr: 12 }}
          >
            <ListItemText
              primary={assetsText(transaction.amount, unit)}
              secondary={[formatSeoulDateTime(transaction.createdAt), transaction.memo]
                .filter((part) => part !== '')
                .join(' · ')}
              slotProps={{
                primary: { sx: { fontWeight: 600, fontVariantNumeric: 'tabular-nums' } },
                secondary: { sx: { overflowWrap: 'anywhere' } },
              }}
            />
          </ListItem>
        ))}
      </List>
    </RecentSection>
  );
}
