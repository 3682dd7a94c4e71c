import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { multiFactor, type MultiFactorInfo, type PhoneMultiFactorInfo } from 'firebase/auth';
import { useSearchParams } from 'react-router-dom';
import { useSigninCheck, useUser } from 'reactfire';
import { SecondFactorEnrolment } from '../components/second-factor-enrolment';
import { useSignOut } from '../hooks/use-sign-out';
import { SECOND_FACTOR_CHECK } from '../lib/role';

/** The query RequireAdmin adds when it sends an admin here for want of a second factor. */
export const SECOND_FACTOR_REQUIRED_PARAM = 'required';

function describe(factor: MultiFactorInfo): string {
  if (factor.factorId === 'phone') return `문자(SMS) · ${(factor as PhoneMultiFactorInfo).phoneNumber}`;
  if (factor.factorId === 'totp') return '인증 앱(OTP)';
  return factor.factorId;
}

function enrolledOn(factor: MultiFactorInfo): string {
  const date = new Date(factor.enrollmentTime);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeZone: 'Asia/Seoul' }).format(date);
}

/**
 * /setting/security (issue 16): the second factors of the signed-in account and their
 * enrolment. Admins need one: RequireAdmin sends an admin signed in without it here, with
 * `?required=admin`, instead of letting the admin screens meet 403s.
 */
export function SecurityPage() {
  const { data: user } = useUser();
  const secondFactor = useSigninCheck(SECOND_FACTOR_CHECK);
  const { signOut } = useSignOut();
  const [params] = useSearchParams();
  if (!user) return null;
  const factors = multiFactor(user).enrolledFactors;
  const withFactor = secondFactor.status === 'success' && secondFactor.data.hasRequiredClaims;
  const sentByAdmin = params.get(SECOND_FACTOR_REQUIRED_PARAM) !== null;

  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        보안 설정
      </Typography>
      {sentByAdmin && !withFactor && (
        <Alert
          severity="warning"
          role="alert"
          action={
            factors.length > 0 ? (
              <Button color="inherit" size="small" onClick={() => void signOut()}>
                다시 로그인
              </Button>
            ) : undefined
          }
        >
          관리자 화면은 2단계 인증으로 로그인해야 사용할 수 있습니다. 개인정보 보호 기준에 따라 관리자는
          비밀번호와 함께 휴대폰 또는 인증 앱의 코드로 본인을 확인합니다.
          {factors.length > 0
            ? ' 이미 등록한 수단이 있으니 다시 로그인해 주세요.'
            : ' 아래에서 2단계 인증을 등록해 주세요.'}
        </Alert>
      )}
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
          <Stack spacing={2}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              2단계 인증
            </Typography>
            {factors.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                등록된 2단계 인증 수단이 없습니다.
              </Typography>
            ) : (
              <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }} aria-label="등록된 2단계 인증 수단">
                {factors.map((factor) => (
                  <Typography component="li" variant="body2" key={factor.uid}>
                    {factor.displayName ? `${factor.displayName} — ` : ''}
                    {describe(factor)}
                    {enrolledOn(factor) && ` (${enrolledOn(factor)} 등록)`}
                  </Typography>
                ))}
              </Stack>
            )}
            {/* Always mounted, so its 'done' step stays when the new factor shows up in the list. */}
            <SecondFactorEnrolment
              user={user}
              hasFactors={factors.length > 0}
              onSignInAgain={() => void signOut()}
            />
            {factors.length > 0 && (
              <Typography variant="body2" color="text.secondary">
                휴대폰이나 인증 앱을 잃어버렸다면 다른 관리자에게 2단계 인증 초기화를 요청해 주세요. 초기화 후
                다시 로그인하면 새로 등록할 수 있습니다.
              </Typography>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
