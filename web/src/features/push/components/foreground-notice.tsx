import Alert from '@mui/material/Alert';
import ButtonBase from '@mui/material/ButtonBase';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { broadcastNewNotification } from '../../../lib/push/notification-channel';
import type { PushNotice } from '../../../lib/push/push-payload';
import { useRefreshInbox } from '../hooks/use-inbox-refresh';
import { openForegroundNotice } from '../lib/foreground-notice';

/** spec §9: snackbars sit at the top and hide after 3000 ms (paused while pointed at). */
const AUTO_HIDE_MS = 3000;

/** spec §4: a message that arrives in the foreground shows its title and body; a click opens it. */
export function ForegroundNotice({ notice, onClose }: { notice: PushNotice | null; onClose: () => void }) {
  const refresh = useRefreshInbox();
  // The last notice stays rendered while the snackbar slides out.
  const [shown, setShown] = useState(notice);
  if (notice && notice !== shown) setShown(notice);

  const open = (target: PushNotice) => {
    openForegroundNotice(target, window.location.origin, {
      openWindow: (href) => void window.open(href, '_blank', 'noopener'),
      broadcast: broadcastNewNotification,
      refresh,
    });
    onClose();
  };

  return (
    <Snackbar
      open={notice !== null}
      autoHideDuration={AUTO_HIDE_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      {shown ? (
        <Alert
          severity="info"
          icon={<IconBell size={22} aria-hidden />}
          onClose={onClose}
          closeText="닫기"
          data-testid="push-notice"
          sx={{ width: { xs: 'calc(100vw - 32px)', sm: 400 }, boxShadow: 6, alignItems: 'center' }}
        >
          <ButtonBase
            onClick={() => open(shown)}
            sx={{ display: 'block', textAlign: 'left', borderRadius: 1, width: '100%' }}
          >
            <Typography sx={{ fontWeight: 700 }}>{shown.title}</Typography>
            {shown.body && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {shown.body}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary">
              눌러서 새 창에서 열기
            </Typography>
          </ButtonBase>
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
