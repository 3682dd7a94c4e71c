import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isSignInWithEmailLink, type MultiFactorError } from 'firebase/auth';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { LoginForm } from '../components/login-form';
import { clearSignOutNotice, peekSignOutNotice } from '../lib/sign-out-notice';
import { auth } from '../../../lib/firebase';

// The second factor's step (issue 16) loads only when a sign-in asks for it: /login's first JS
// stays within its budget (scripts/lib/first-route-size.ts).
const SecondFactorSignIn = lazy(() =>
  import('../components/second-factor-sign-in').then((m) => ({ default: m.SecondFactorSignIn })),
);
// So does the completion of an e-mail link, which only a visitor opening such a link needs.
const EmailLinkCompletion = lazy(() =>
  import('../components/email-link-completion').then((m) => ({ default: m.EmailLinkCompletion })),
);

export function LoginPage() {
  const [secondFactor, setSecondFactor] = useState<MultiFactorError | null>(null);
  const [emailLink, setEmailLink] = useState(() =>
    isSignInWithEmailLink(auth, window.location.href) ? window.location.href : null,
  );
  // Why the session ended (idle sign-out), said once.
  const [notice] = useState(peekSignOutNotice);
  useEffect(() => clearSignOutNotice(), []);

  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 420 }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 0.5 }}>
          정산 서비스
        </Typography>
        {notice && (
          <Alert severity="info" role="status" sx={{ my: 2 }}>
            {notice}
          </Alert>
        )}
        {secondFactor ? (
          <Suspense fallback={<CircularProgress size={24} />}>
            <SecondFactorSignIn error={secondFactor} onCancel={() => setSecondFactor(null)} />
          </Suspense>
        ) : emailLink ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              이메일 링크로 로그인합니다.
            </Typography>
            <Suspense fallback={<CircularProgress size={24} />}>
              <EmailLinkCompletion
                link={emailLink}
                onCancel={() => setEmailLink(null)}
                onSecondFactor={setSecondFactor}
              />
            </Suspense>
          </>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              이메일과 비밀번호, 이메일 링크 또는 Google 계정으로 로그인해 주세요.
            </Typography>
            <Stack spacing={2}>
              <LoginForm onSecondFactor={setSecondFactor} />
              <Divider>또는</Divider>
              <GoogleSignInButton onSecondFactor={setSecondFactor} />
              <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
                초대 코드가 있으신가요?{' '}
                <Link component={RouterLink} to="/two-steps" sx={{ fontWeight: 600 }}>
                  회원가입
                </Link>
              </Typography>
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
}
