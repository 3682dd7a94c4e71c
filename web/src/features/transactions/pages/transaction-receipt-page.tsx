import { messages } from '@settle/contract/messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { FeedbackSnackbar, useFeedback } from '../../../components/feedback-snackbar';
import { errorMessageOf } from '../../../lib/api-error';
import { useTransaction } from '../api/get-transaction';
import { CancelTransactionDialog } from '../components/cancel-transaction-dialog';
import { TransactionReceipt } from '../components/transaction-receipt';

/** /transaction/:id: the receipt of one of the member's transactions (거래 접수증). */
export function TransactionReceiptPage() {
  const { id = '' } = useParams();
  const transaction = useTransaction(id);
  const [canceling, setCanceling] = useState(false);
  const { feedback, show, close } = useFeedback();

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
        <TransactionReceipt transaction={transaction.data} onCancel={() => setCanceling(true)} />
      )}
      <CancelTransactionDialog
        transaction={canceling && transaction.data ? transaction.data : null}
        onClose={() => setCanceling(false)}
        onFeedback={show}
      />
      <FeedbackSnackbar feedback={feedback} onClose={close} />
    </>
  );
}
