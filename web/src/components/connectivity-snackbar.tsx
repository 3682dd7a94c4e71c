import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';

/** spec §4, §9: wait 3 s before saying the device is offline; notices stay 3 s, at the top. */
export const OFFLINE_NOTICE_DELAY_MS = 3_000;
export const SNACKBAR_TIMEOUT_MS = 3_000;
export const OFFLINE_MESSAGE = '인터넷 연결이 끊겼습니다. 연결을 확인해 주세요.';
export const ONLINE_MESSAGE = '인터넷에 다시 연결되었습니다.';

type Notice = 'offline' | 'online' | null;

/**
 * Offline for 3 s → a red notice; back online after that → a green one. A blip shorter than
 * 3 s shows nothing at all.
 */
export function ConnectivitySnackbar() {
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    let timer: number | undefined;
    let told = false;
    function onOffline() {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (navigator.onLine) return;
        told = true;
        setNotice('offline');
      }, OFFLINE_NOTICE_DELAY_MS);
    }
    function onOnline() {
      window.clearTimeout(timer);
      if (told) setNotice('online');
      told = false;
    }
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    if (!navigator.onLine) onOffline();
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, []);

  return (
    <Snackbar
      open={notice !== null}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={SNACKBAR_TIMEOUT_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') setNotice(null);
      }}
    >
      <Alert
        severity={notice === 'online' ? 'success' : 'error'}
        variant="filled"
        onClose={() => setNotice(null)}
        sx={{ width: '100%' }}
      >
        {notice === 'online' ? ONLINE_MESSAGE : OFFLINE_MESSAGE}
      </Alert>
    </Snackbar>
  );
}
