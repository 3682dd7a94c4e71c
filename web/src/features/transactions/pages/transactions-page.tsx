import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FeedbackSnackbar, useFeedback } from '../../../components/feedback-snackbar';
import { TransactionForm } from '../components/transaction-form';
import { TransactionList } from '../components/transaction-list';

/** /transaction (거래): register a received payment, and follow or cancel the ones registered. */
export function TransactionsPage() {
  const { feedback, show, close } = useFeedback();
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        거래
      </Typography>
      <TransactionForm />
      <TransactionList onFeedback={show} />
      <FeedbackSnackbar feedback={feedback} onClose={close} />
    </Stack>
  );
}
