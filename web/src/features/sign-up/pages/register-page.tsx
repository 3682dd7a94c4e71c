import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { auth } from '../../../lib/firebase';
import { useAuthState } from '../../../lib/auth-state';
import { TopProgress } from '../../../components/top-progress';
import { meQueryKey } from '../../../lib/me';
import { useRegister } from '../api/register';
import { RegisterForm } from '../components/register-form';
import type { RegisterMode, RegisterPayload } from '../lib/register-form';
import { clearTwoStepFlag, readTwoStepFlag } from '../lib/two-step-flag';

/**
 * /register: step 2 of sign-up, only with the flag /two-steps sets (spec §2). A new person
 * gives e-mail and password; someone already signed in (Google) without a profile only the
 * profile fields, sent with their token. Afterwards the account status gate shows the
 * waiting-for-approval screen.
 */
export function RegisterPage() {
  const { status, signedIn, user } = useAuthState();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const register = useRegister();
  const [flag] = useState(() => readTwoStepFlag(window.sessionStorage));
  // Signing in after a password sign-up must not switch the form to the identity variant.
  const [lockedMode, setLockedMode] = useState<RegisterMode | null>(null);

  if (!flag) return <Navigate to="/two-steps" replace />;
  if (status === 'loading') return <TopProgress />;
  const mode: RegisterMode = lockedMode ?? (status === 'success' && signedIn ? 'identity' : 'password');

  async function handleSubmit(payload: RegisterPayload) {
    setLockedMode(payload.mode);
    try {
      await register.mutateAsync(payload);
    } catch (error) {
      setLockedMode(null);
      throw error;
    }
    clearTwoStepFlag(window.sessionStorage);
    queryClient.removeQueries({ queryKey: meQueryKey });
    if (payload.mode === 'password') {
      try {
        await signInWithEmailAndPassword(auth, payload.body.email, payload.body.password);
      } catch {
        // The account exists now; the person signs in on the login page like any member.
        await navigate('/login', { replace: true });
        return;
      }
    }
    await navigate('/', { replace: true });
  }

  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 480 }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 0.5 }}>
          회원가입
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {mode === 'identity'
            ? `2단계: ${user?.email ?? ''} 계정의 회원 정보를 입력해 주세요.`
            : '2단계: 로그인 정보와 정산받을 계좌를 입력해 주세요.'}
        </Typography>
        <RegisterForm mode={mode} inviteCode={flag.code} onSubmit={handleSubmit} />
      </CardContent>
    </Card>
  );
}
