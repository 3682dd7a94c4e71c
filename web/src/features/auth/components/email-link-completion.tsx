import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { signInWithEmailLink, type Auth, type MultiFactorError } from 'firebase/auth';
import { useEffect, useState, type FormEvent } from 'react';
import { authErrorMessage, needsSecondFactor } from '../lib/auth-error-message';
import { forgetEmailForSignIn, recallEmailForSignIn } from '../lib/email-link';
import { auth } from '../../../lib/firebase';
import { TextInput } from '../../../components/form/text-input';

// A link's one-time code is spent by the first attempt: StrictMode's second effect run (or a
// re-render) must reuse that attempt, not start another that fails with invalid-action-code.
const attempts = new Map<string, Promise<void>>();

function completeOnce(auth: Auth, email: string, link: string): Promise<void> {
  let attempt = attempts.get(link);
  if (!attempt) {
    attempt = signInWithEmailLink(auth, email, link).then(() => forgetEmailForSignIn(window.localStorage));
    attempts.set(link, attempt);
    attempt.catch(() => attempts.delete(link));
  }
  return attempt;
}

export interface EmailLinkCompletionProps {
  /** The sign-in link this page was opened with (window.location.href). */
  link: string;
  /** Shows the normal login form again, e.g. after an expired link. */
  onCancel: () => void;
  /** The account has a second factor: the page shows its step (issue 16). */
  onSecondFactor: (error: MultiFactorError) => void;
}

/**
 * Finishes an e-mail link sign-in. On the device that asked for the link the address is
 * remembered and the sign-in runs at once; on another device the person types it again.
 * Success needs no action here: GuestOnly sees the user and moves on.
 */
export function EmailLinkCompletion({ link, onCancel, onSecondFactor }: EmailLinkCompletionProps) {
  const [rememberedEmail] = useState(() => recallEmailForSignIn(window.localStorage));
  const [pending, setPending] = useState(rememberedEmail !== null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (rememberedEmail === null) return;
    let active = true;
    completeOnce(auth, rememberedEmail, link).catch((caught: unknown) => {
      if (!active) return;
      if (needsSecondFactor(caught)) {
        onSecondFactor(caught);
        return;
      }
      setError(authErrorMessage(caught));
      setPending(false);
    });
    return () => {
      active = false;
    };
  }, [link, rememberedEmail, onSecondFactor]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (email === '') {
      setError('로그인 링크를 받은 이메일을 입력해 주세요.');
      return;
    }
    setError(null);
    setPending(true);
    try {
      await completeOnce(auth, email, link);
    } catch (caught) {
      if (needsSecondFactor(caught)) {
        onSecondFactor(caught);
        return;
      }
      setError(authErrorMessage(caught));
      setPending(false);
    }
  }

  if (rememberedEmail !== null && pending) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} />
        <Typography>이메일 링크로 로그인하는 중입니다…</Typography>
      </Stack>
    );
  }

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {rememberedEmail === null && (
        <Typography variant="body2" color="text.secondary">
          다른 기기나 브라우저에서 링크를 열었습니다. 로그인 링크를 받은 이메일을 다시 입력해 주세요.
        </Typography>
      )}
      {rememberedEmail === null && (
        <TextInput
          id="email-link-email"
          name="email"
          type="email"
          label="이메일"
          autoComplete="username"
          autoFocus
          disabled={pending}
        />
      )}
      {rememberedEmail === null && (
        <Button type="submit" variant="contained" size="large" fullWidth loading={pending}>
          로그인
        </Button>
      )}
      <Button type="button" variant="text" fullWidth onClick={onCancel} disabled={pending}>
        다른 방법으로 로그인
      </Button>
    </Stack>
  );
}
