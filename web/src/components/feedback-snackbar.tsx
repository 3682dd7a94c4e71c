import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState } from 'react';
import { RETRY_LABEL } from '../lib/write-retry';

export interface Feedback {
  message: string;
  severity: 'success' | 'error';
  /** A failed write that may be sent again (see retryOf): offered as 다시 시도. */
  retry?: (() => void) | undefined;
}

/** `show` as a prop: a message, its severity (success by default) and an optional 다시 시도. */
export type ShowFeedback = (message: string, severity?: Feedback['severity'], retry?: () => void) => void;

/** The page's one snackbar message at a time: `show` replaces whatever is showing. */
export function useFeedback() {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const show = useCallback<ShowFeedback>((message, severity = 'success', retry) => {
    setFeedback({ message, severity, retry });
  }, []);
  const close = useCallback(() => setFeedback(null), []);
  return { feedback, show, close };
}

/**
 * spec §9: snackbars sit at the top and hide after 3000 ms. One with 다시 시도 stays until the
 * person retries or closes it: the write it offers is sent only by that click (issue 14).
 */
export function FeedbackSnackbar({ feedback, onClose }: { feedback: Feedback | null; onClose: () => void }) {
  const retry = feedback?.retry;
  return (
    <Snackbar
      open={feedback !== null}
      autoHideDuration={retry ? null : 3000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      {feedback ? (
        <Alert
          severity={feedback.severity}
          variant="filled"
          onClose={onClose}
          role="alert"
          action={
            retry && (
              <>
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    onClose();
                    retry();
                  }}
                >
                  {RETRY_LABEL}
                </Button>
                <Button color="inherit" size="small" onClick={onClose}>
                  닫기
                </Button>
              </>
            )
          }
        >
          {feedback.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
