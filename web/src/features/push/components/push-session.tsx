import { lazy, Suspense, useEffect, useState } from 'react';
import { releasePushToken, syncPushToken } from '../../../lib/push/push-token';
import { readStoredPushToken } from '../../../lib/push/push-token-storage';
import { addSignOutTask } from '../../../lib/sign-out-tasks';
import { useForegroundMessages } from '../hooks/use-foreground-messages';

// The snackbar's code loads with the first message, not with the shell.
const ForegroundNotice = lazy(() =>
  import('./foreground-notice').then((m) => ({ default: m.ForegroundNotice })),
);

/**
 * The push side of a signed-in session, mounted once by the shell: at start, renew a stored
 * token older than 7 days (or re-register one another member left behind); at sign-out, delete
 * this browser's token (DELETE /users/fcmToken/{id}, then the push service's); meanwhile show
 * the push messages that arrive while the app is open.
 */
export function PushSession({ uid }: { uid: string | null }) {
  useEffect(() => {
    if (uid && readStoredPushToken(window.localStorage)) void syncPushToken(uid);
  }, [uid]);
  useEffect(() => addSignOutTask(() => releasePushToken()), []);
  const { notice, dismiss } = useForegroundMessages(uid);
  const [seen, setSeen] = useState(false);
  if (notice !== null && !seen) setSeen(true);
  if (!seen) return null;
  return (
    <Suspense fallback={null}>
      <ForegroundNotice notice={notice} onClose={dismiss} />
    </Suspense>
  );
}
