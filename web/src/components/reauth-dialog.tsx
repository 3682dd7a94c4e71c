import { messages } from '@settle/contract/messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  browserPopupRedirectResolver,
  EmailAuthProvider,
  GoogleAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
} from 'firebase/auth';
import { useState, type FormEvent } from 'react';
import { auth } from '../lib/firebase';
import { reauthErrorMessage, reauthMethodOf } from '../lib/reauth';

export interface ReauthDialogProps {
  /** Called once the sign-in is fresh: send the change again. */
  onConfirmed: () => void;
  onClose: () => void;
}

/**
 * 본인 확인 before a payout-account change (the API answered `reauth-required`): the signed-in
 * person re-enters their password (reauthenticateWithCredential), or confirms with Google for an
 * account made with Google only (reauthenticateWithPopup). Either gives the ID token a new sign-in
 * time, so the change can be sent again. Used by the member's own settings and by an admin
 * correcting a member's account (then it is the admin who confirms).
 */
export function ReauthDialog({ onConfirmed, onClose }: ReauthDialogProps) {
  const user = auth.currentUser;
  const method = user ? reauthMethodOf(user) : 'sign-in-again';
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function confirm(run: () => Promise<unknown>) {
    setError(null);
    setPending(true);
    try {
      await run();
      onConfirmed();
    } catch (caught) {
      setError(reauthErrorMessage(caught));
      setPending(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!user) return;
    if (method === 'google') {
      // Imported statically: a dynamic import('firebase/auth') would keep every export of the SDK
      // in the entry chunk, which already holds the module (+13 KB on every route).
      void confirm(() =>
        reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver),
      );
      return;
    }
    if (password === '') {
      setError('비밀번호를 입력해 주세요.');
      return;
    }
    void confirm(() =>
      reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password)),
    );
  }

  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle>본인 확인</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              {method === 'google'
                ? '정산 계좌를 변경하려면 Google 계정으로 다시 로그인해 본인임을 확인해 주세요.'
                : method === 'password'
                  ? messages.reauthRequired
                  : '이 계정은 비밀번호가 없어 여기서 확인할 수 없습니다. 로그아웃한 뒤 다시 로그인하고 5분 안에 변경해 주세요.'}
            </DialogContentText>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            {method === 'password' && (
              <>
                <TextField
                  label="이메일"
                  value={user?.email ?? ''}
                  fullWidth
                  slotProps={{ input: { readOnly: true } }}
                  autoComplete="username"
                />
                <TextField
                  label="비밀번호"
                  type="password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  disabled={pending}
                  autoComplete="current-password"
                  required
                  fullWidth
                  autoFocus
                />
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            취소
          </Button>
          {method !== 'sign-in-again' && (
            <Button type="submit" variant="contained" loading={pending}>
              {method === 'google' ? 'Google 계정으로 확인' : '확인'}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
