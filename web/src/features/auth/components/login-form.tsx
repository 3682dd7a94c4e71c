import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { sendSignInLinkToEmail, signInWithEmailAndPassword, type MultiFactorError } from 'firebase/auth';
import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { authErrorMessage, needsSecondFactor } from '../lib/auth-error-message';
import { emailLinkContinueUrl, rememberEmailForSignIn } from '../lib/email-link';
import { TextInput } from '../../../components/form/text-input';
import { auth } from '../../../lib/firebase';

type Pending = 'password' | 'link' | null;

/**
 * Email and password sign-in, and the e-mail link request, sharing one 이메일 field. On success
 * it does nothing itself: GuestOnly sees the new user and moves on to the `redirect` target.
 */
export interface LoginFormProps {
  /** The account has a second factor: the page shows its step (issue 16). */
  onSecondFactor: (error: MultiFactorError) => void;
}

export function LoginForm({ onSecondFactor }: LoginFormProps) {
  const [searchParams] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);

  function readFields() {
    const form = new FormData(formRef.current ?? undefined);
    return {
      email: String(form.get('email') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { email, password } = readFields();
    if (email === '' || password === '') {
      setError('이메일과 비밀번호를 입력해 주세요.');
      return;
    }
    setError(null);
    setLinkSentTo(null);
    setPending('password');
    try {
      await signInWithEmailAndPassword(auth, email, password);
    } catch (caught) {
      if (needsSecondFactor(caught)) {
        onSecondFactor(caught);
        return;
      }
      setError(authErrorMessage(caught));
      setPending(null);
    }
  }

  async function handleSendLink() {
    const { email } = readFields();
    if (email === '') {
      setError('로그인 링크를 받을 이메일을 입력해 주세요.');
      return;
    }
    setError(null);
    setLinkSentTo(null);
    setPending('link');
    try {
      await sendSignInLinkToEmail(auth, email, {
        url: emailLinkContinueUrl(window.location.origin, searchParams.get('redirect')),
        handleCodeInApp: true,
      });
      rememberEmailForSignIn(window.localStorage, email);
      setLinkSentTo(email);
    } catch (caught) {
      setError(authErrorMessage(caught));
    } finally {
      setPending(null);
    }
  }

  const busy = pending !== null;
  return (
    <Stack component="form" ref={formRef} noValidate spacing={2} onSubmit={handleSubmit}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {linkSentTo && (
        <Alert severity="success" role="status">
          {linkSentTo}(으)로 로그인 링크를 보냈습니다. 메일의 링크를 이 브라우저에서 열어 주세요.
        </Alert>
      )}
      {/* No autoFocus: on a phone it pops the keyboard over the page, and focusing during the
          first commit forced a full layout (≈290 ms of main thread at 4× CPU). */}
      <TextInput
        id="login-email"
        name="email"
        type="email"
        label="이메일"
        autoComplete="username"
        disabled={busy}
      />
      <TextInput
        id="login-password"
        name="password"
        type="password"
        label="비밀번호"
        autoComplete="current-password"
        disabled={busy}
        helperText="이메일 링크로 로그인할 때는 비워 두세요."
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={pending === 'password'}
        disabled={busy}
      >
        로그인
      </Button>
      <Button
        type="button"
        variant="outlined"
        size="large"
        fullWidth
        loading={pending === 'link'}
        disabled={busy}
        onClick={() => void handleSendLink()}
      >
        이메일 링크 받기
      </Button>
    </Stack>
  );
}
