import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { ConnectivityNotice } from '../lib/use-connectivity-notice';

/** spec §9: notices stay 3 s, at the top. */
export const SNACKBAR_TIMEOUT_MS = 3_000;
export const OFFLINE_MESSAGE = '인터넷 연결이 끊겼습니다. 연결을 확인해 주세요.';
export const ONLINE_MESSAGE = '인터넷에 다시 연결되었습니다.';

/** The red offline / green back-online notice (spec §4). Loaded the first time one is needed. */
export function ConnectivitySnackbar({
  notice,
  onClose,
}: {
  notice: ConnectivityNotice;
  onClose: () => void;
}) {
  return (
    <Snackbar
      open={notice !== null}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={SNACKBAR_TIMEOUT_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
    >
      <Alert
        severity={notice === 'online' ? 'success' : 'error'}
        variant="filled"
        onClose={onClose}
        sx={{ width: '100%' }}
      >
        {notice === 'online' ? ONLINE_MESSAGE : OFFLINE_MESSAGE}
      </Alert>
    </Snackbar>
  );
}
