import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

/** spec §9: snackbars sit at the top and close after 3000 ms. */
export const SNACKBAR_TIMEOUT_MS = 3000;

export function SavedSnackbar({
  open,
  onClose,
  message = '저장되었습니다.',
}: {
  open: boolean;
  onClose: () => void;
  message?: string;
}) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={SNACKBAR_TIMEOUT_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity="success" variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
