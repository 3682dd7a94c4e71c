import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { FeedbackSnackbar, useFeedback } from '../../../components/feedback-snackbar';
import { PendingTransactionsPanel } from '../components/pending-transactions-panel';
import { ProcessingRecordsPanel } from '../components/processing-records-panel';

type TransactionTab = 'pending' | 'records';
const TAB_PARAM = 'tab';

/**
 * /admin/transaction: 처리 대기 (pending transactions to process or reject, 거래 등록) and
 * 처리 내역 (the ledger: 조정, 선택 취소, memos). The tab lives in ?tab=records so it can be
 * linked and survives a reload.
 */
export function PendingTransactionsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TransactionTab = searchParams.get(TAB_PARAM) === 'records' ? 'records' : 'pending';
  const { feedback, show, close } = useFeedback();

  return (
    <Stack spacing={3}>
      <Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          거래 처리
        </Typography>
        <Typography variant="body2" color="text.secondary">
          처리하면 회원의 자산에 금액이 더해지고 처리 내역에 기록됩니다.
        </Typography>
      </Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, next: TransactionTab) =>
            setSearchParams(next === 'records' ? { [TAB_PARAM]: 'records' } : {}, { replace: true })
          }
          aria-label="거래 처리 메뉴"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          <Tab
            value="pending"
            label="처리 대기"
            id="transaction-tab-pending"
            aria-controls="transaction-panel"
          />
          <Tab
            value="records"
            label="처리 내역"
            id="transaction-tab-records"
            aria-controls="transaction-panel"
          />
        </Tabs>
      </Box>
      <Box role="tabpanel" id="transaction-panel" aria-labelledby={`transaction-tab-${tab}`}>
        {tab === 'records' ? (
          <ProcessingRecordsPanel notify={show} />
        ) : (
          <PendingTransactionsPanel notify={show} />
        )}
      </Box>
      <FeedbackSnackbar feedback={feedback} onClose={close} />
    </Stack>
  );
}
