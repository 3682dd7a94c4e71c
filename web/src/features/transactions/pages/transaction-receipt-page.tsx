import { messages } from '@settle/contract/messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { errorMessageOf } from '../../../lib/api-error';
import { useTransaction } from '../api/get-transaction';
import { TransactionReceipt } from '../components/transaction-receipt';

/**
 * /transaction/:id: the receipt of one of the member's transactions (거래 접수증). Canceling a
 * pending one stays on the list: a dialog on this page split MUI's Modal out of a shared
 * chunk and cost the first route (/) about 1 KB gzip, over its budget.
 */
export function TransactionReceiptPage() {
  const { id = '' } = useParams();
  const transaction = useTransaction(id);

  return (
    <>
      {transaction.isError ? (
        <Stack spacing={2}>
          <Alert severity="error" role="alert">
            {errorMessageOf(transaction.error, messages.transactionNotFound)}
          </Alert>
          <Button
            component={RouterLink}
            to="/transaction"
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
          >
            거래 내역 보기
          </Button>
        </Stack>
      ) : transaction.isPending ? (
        <Paper
          variant="outlined"
          sx={{ p: 3, maxWidth: 480, mx: 'auto' }}
          aria-busy="true"
          aria-label="접수증을 불러오는 중"
        >
          <Skeleton variant="text" sx={{ fontSize: '2rem', width: '50%', mx: 'auto' }} />
          <Skeleton variant="text" />
          <Skeleton variant="text" />
          <Skeleton variant="text" />
        </Paper>
      ) : (
        <TransactionReceipt transaction={transaction.data} />
      )}
    </>
  );
}
