import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { signOut } from 'firebase/auth';
import { useNavigate, Link as RouterLink } from 'react-router-dom';
import { auth } from '../../../lib/firebase';
import { useAuthState } from '../../../lib/auth-state';
import { TopProgress } from '../../../components/top-progress';
import { InviteCodeForm } from '../components/invite-code-form';
import { writeTwoStepFlag } from '../lib/two-step-flag';

/**
 * /two-steps: step 1 of sign-up (spec §2). Public; a signed-in account without a profile (a
 * Google sign-in) is sent here by the account status gate to finish the same steps.
 */
export function TwoStepsPage() {
  const { status, signedIn: isSignedIn, user } = useAuthState();
  const navigate = useNavigate();

  if (status === 'loading') return <TopProgress />;
  const signedIn = status === 'success' && isSignedIn;

  function handleVerified(code: string) {
    writeTwoStepFlag(window.sessionStorage, code);
    void navigate('/register');
  }

  async function handleUseAnotherAccount() {
    await signOut(auth);
    window.sessionStorage.clear();
    await navigate('/login', { replace: true });
  }

  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 420 }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 0.5 }}>
          회원가입
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          1단계: 초대 코드 확인
        </Typography>
        <Stack spacing={2}>
          {signedIn && (
            <Alert severity="info">
              <AlertTitle>가입 절차를 완료해 주세요.</AlertTitle>
              {user?.email ?? '이 계정'}으로 로그인했지만 회원 정보가 없습니다. 초대 코드를 입력하고 회원
              정보를 등록해 주세요.
            </Alert>
          )}
          <InviteCodeForm onVerified={handleVerified} />
          {signedIn ? (
            <Button variant="text" onClick={() => void handleUseAnotherAccount()}>
              다른 계정으로 로그인
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              이미 가입하셨나요?{' '}
              <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
                로그인
              </Link>
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
