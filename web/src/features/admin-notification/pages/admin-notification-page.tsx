import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FeedbackSnackbar, useFeedback } from '../../../components/feedback-snackbar';
import { MessageHistory } from '../components/message-history';
import { SendMessageForm } from '../components/send-message-form';

/**
 * /admin/notification (알림 발송): write a push message to every active member or chosen ones,
 * and below it the history of what was sent (PRODUCT.md Lifecycle 8).
 */
export function AdminNotificationPage() {
  const { feedback, show, close } = useFeedback();
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        알림 발송
      </Typography>
      <SendMessageForm
        onSent={(message) => show(`${message.recipients.toLocaleString('ko-KR')}명에게 알림을 보냈습니다.`)}
      />
      <MessageHistory />
      <FeedbackSnackbar feedback={feedback} onClose={close} />
    </Stack>
  );
}
