import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { RETRY_LABEL } from '../lib/write-retry';

export interface ErrorAlertProps {
  message: string;
  /** Shown as 다시 시도 when given (see retryOf): sends the failed write again, unchanged. */
  onRetry?: (() => void) | undefined;
}

/** A write's error in a form or dialog, with 다시 시도 when the same write may be sent again. */
export function ErrorAlert({ message, onRetry }: ErrorAlertProps) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry} sx={{ whiteSpace: 'nowrap' }}>
            {RETRY_LABEL}
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
