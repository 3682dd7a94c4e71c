import { messages } from '@settle/contract/messages';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api-error';
import { isNoProfileError, useMe } from '../../../lib/me';
import { PUSH_ERRORS } from '../../../lib/push/messaging-client';
import { PUSH_ERROR_MESSAGES, pushErrorMessage } from '../../../lib/push/push-error-message';
import { enablePushOnThisDevice, releasePushToken } from '../../../lib/push/push-token';
import { useUpdateMe } from '../api/update-me';
import { useThisDevicePush } from '../hooks/use-this-device-push';
import { SavedSnackbar } from './saved-snackbar';

const SAVE_FAILED = '저장하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/**
 * The member's push notifications on this browser. On means both: the account's choice
 * (PATCH /users/me {isNotificationEnabled}) and a push token for this browser (spec §3, §4).
 * Turning it on asks for notification permission, so it runs straight from the click (a user
 * gesture); without permission there is no token and the reason is explained in Korean.
 * Turning it off saves the choice and deletes this browser's token.
 */
export function NotificationSetting() {
  const me = useMe();
  const update = useUpdateMe();
  const device = useThisDevicePush(me.data?.uid);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  if (me.isPending) return <Skeleton variant="rounded" height={42} width={200} />;
  if (me.isError) {
    return (
      <Alert severity="error" role="alert">
        {isNoProfileError(me.error) ? messages.noUserData : errorMessageOf(me.error, messages.userInfoFailed)}
      </Alert>
    );
  }
  const user = me.data;
  const checked = user.isNotificationEnabled && device.registered;

  const turnOn = async () => {
    try {
      // First, before any other await: the permission prompt needs this click.
      await enablePushOnThisDevice(user.uid);
      if (!user.isNotificationEnabled) await update.mutateAsync({ isNotificationEnabled: true });
      setSaved(true);
    } catch (error) {
      setProblem(pushErrorMessage(error));
    }
  };
  const turnOff = async () => {
    try {
      await update.mutateAsync({ isNotificationEnabled: false });
      await releasePushToken();
      setSaved(true);
    } catch (error) {
      setProblem(errorMessageOf(error, SAVE_FAILED));
    }
  };
  const toggle = (on: boolean) => {
    setProblem(null);
    setBusy(true);
    void (on ? turnOn() : turnOff()).finally(() => setBusy(false));
  };

  // Said before any attempt, so nobody has to fail first to learn why.
  const standing =
    device.permission === 'unsupported'
      ? PUSH_ERROR_MESSAGES[PUSH_ERRORS.unsupported]
      : device.permission === 'denied'
        ? PUSH_ERROR_MESSAGES[PUSH_ERRORS.permissionBlocked]
        : null;

  return (
    <Stack spacing={1}>
      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : (
        standing && <Alert severity="warning">{standing}</Alert>
      )}
      <FormControlLabel
        control={
          <Switch checked={checked} disabled={busy} onChange={(event) => toggle(event.target.checked)} />
        }
        label="알림 받기"
      />
      <Typography variant="body2" color="text.secondary">
        {checked
          ? '이 기기에서 거래 처리, 정산 완료와 공지 알림을 받습니다.'
          : user.isNotificationEnabled
            ? '이 기기는 아직 알림을 받도록 등록되지 않았습니다. 켜면 브라우저가 알림 권한을 묻습니다.'
            : '거래 처리, 정산 완료와 공지 알림을 이 기기로 받으려면 켜 주세요.'}
      </Typography>
      <SavedSnackbar open={saved} onClose={() => setSaved(false)} />
    </Stack>
  );
}
