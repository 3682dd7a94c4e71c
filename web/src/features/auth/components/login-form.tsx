import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { useState, type FormEvent } from 'react';
import { useAuth } from 'reactfire';
import { authErrorMessage } from '../lib/auth-error-message';

/**
 * Email and password sign-in. On success it does nothing itself: GuestOnly sees the new user
 * and moves on to the `redirect` target.
 */
export function LoginForm() {
  const auth = useAuth();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (email === '' || password === '') {
      setError('이메일과 비밀번호를 입력해 주세요.');
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await signInWithEmailAndPassword(auth, email, password);
    } catch (caught) {
      setError(authErrorMessage(caught));
      setSubmitting(false);
    }
  }

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        id="login-email"
        name="email"
        type="email"
        label="이메일"
        autoComplete="username"
        autoFocus
        fullWidth
        disabled={submitting}
      />
      <TextField
        id="login-password"
        name="password"
        type="password"
        label="비밀번호"
        autoComplete="current-password"
        fullWidth
        disabled={submitting}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
        로그인
      </Button>
    </Stack>
  );
}
