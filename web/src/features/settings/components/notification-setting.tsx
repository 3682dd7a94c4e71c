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
import { useUpdateMe } from '../api/update-me';
import { SavedSnackbar } from './saved-snackbar';

const SAVE_FAILED = '저장하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/** The member's push notification choice, saved with PATCH /users/me {isNotificationEnabled}. */
export function NotificationSetting() {
  const me = useMe();
  const update = useUpdateMe();
  const [saved, setSaved] = useState(false);

  if (me.isPending) return <Skeleton variant="rounded" height={42} width={200} />;
  if (me.isError) {
    return (
      <Alert severity="error" role="alert">
        {isNoProfileError(me.error) ? messages.noUserData : errorMessageOf(me.error, messages.userInfoFailed)}
      </Alert>
    );
  }

  // While saving, show the value being sent rather than the stale one.
  const checked = update.isPending
    ? update.variables.isNotificationEnabled === true
    : me.data.isNotificationEnabled;

  return (
    <Stack spacing={1}>
      {update.isError && (
        <Alert severity="error" role="alert">
          {errorMessageOf(update.error, SAVE_FAILED)}
        </Alert>
      )}
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate(
                { isNotificationEnabled: event.target.checked },
                { onSuccess: () => setSaved(true) },
              )
            }
          />
        }
        label="알림 받기"
      />
      <Typography variant="body2" color="text.secondary">
        거래 처리, 정산 완료와 공지 알림을 이 계정으로 받습니다.
      </Typography>
      <SavedSnackbar open={saved} onClose={() => setSaved(false)} />
    </Stack>
  );
}
