import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState } from 'react';

export interface Feedback {
  message: string;
  severity: 'success' | 'error';
}

/** The page's one snackbar message at a time: `show` replaces whatever is showing. */
export function useFeedback() {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const show = useCallback((message: string, severity: Feedback['severity'] = 'success') => {
    setFeedback({ message, severity });
  }, []);
  const close = useCallback(() => setFeedback(null), []);
  return { feedback, show, close };
}

/** spec §9: snackbars sit at the top and hide after 3000 ms. */
export function FeedbackSnackbar({ feedback, onClose }: { feedback: Feedback | null; onClose: () => void }) {
  return (
    <Snackbar
      open={feedback !== null}
      autoHideDuration={3000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      {feedback ? (
        <Alert severity={feedback.severity} variant="filled" onClose={onClose} role="alert">
          {feedback.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
