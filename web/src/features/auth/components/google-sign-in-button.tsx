import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  browserPopupRedirectResolver,
  getRedirectResult,
  GoogleAuthProvider,
  signInWithPopup,
  signInWithRedirect,
  type MultiFactorError,
} from 'firebase/auth';
import { useEffect, useState } from 'react';
import { authErrorMessage, needsSecondFactor, shouldFallBackToRedirect } from '../lib/auth-error-message';
import { auth } from '../../../lib/firebase';

/**
 * Google sign-in: a popup (the SDK's own, 500x600), or a full-page redirect when the popup is
 * blocked or closed (spec §8, §9). A redirect comes back to /login, where a failure is read
 * with getRedirectResult; success is seen by GuestOnly like any other sign-in.
 */
export interface GoogleSignInButtonProps {
  /** The account has a second factor: the page shows its step (issue 16). */
  onSecondFactor: (error: MultiFactorError) => void;
}

export function GoogleSignInButton({ onSecondFactor }: GoogleSignInButtonProps) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let active = true;
    getRedirectResult(auth, browserPopupRedirectResolver).catch((caught: unknown) => {
      if (!active) return;
      if (needsSecondFactor(caught)) onSecondFactor(caught);
      else setError(authErrorMessage(caught));
    });
    return () => {
      active = false;
    };
  }, [onSecondFactor]);

  async function handleClick() {
    setError(null);
    setPending(true);
    const provider = new GoogleAuthProvider();
    try {
      await signInWithPopup(auth, provider, browserPopupRedirectResolver);
    } catch (caught) {
      if (needsSecondFactor(caught)) {
        setPending(false);
        onSecondFactor(caught);
        return;
      }
      if (!shouldFallBackToRedirect(caught)) {
        setError(authErrorMessage(caught));
        setPending(false);
        return;
      }
      try {
        await signInWithRedirect(auth, provider, browserPopupRedirectResolver);
      } catch (redirectError) {
        setError(authErrorMessage(redirectError));
        setPending(false);
      }
    }
  }

  return (
    <Stack spacing={2}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Button
        type="button"
        variant="outlined"
        color="inherit"
        size="large"
        fullWidth
        loading={pending}
        onClick={() => void handleClick()}
      >
        Google 계정으로 로그인
      </Button>
    </Stack>
  );
}
