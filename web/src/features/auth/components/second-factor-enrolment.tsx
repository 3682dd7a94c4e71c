import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  multiFactor,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  RecaptchaVerifier,
  sendEmailVerification,
  TotpMultiFactorGenerator,
  type TotpSecret,
  type User,
} from 'firebase/auth';
import { useRef, useState, type FormEvent } from 'react';
import { authErrorCode } from '../lib/auth-error-message';
import { KOREAN_MOBILE_INVALID, toKoreanMobileE164 } from '../lib/korean-mobile';
import { signedInWithSecondFactor } from '../lib/role';
import { secondFactorErrorMessage } from '../lib/second-factor-messages';
import { TextInput } from '../../../components/form/text-input';
import { auth } from '../../../lib/firebase';

const APP_NAME = '정산 서비스';

type Step =
  | { kind: 'start' }
  | { kind: 'totp'; secret: TotpSecret }
  | { kind: 'phone' }
  | { kind: 'phone-code'; verificationId: string }
  /** Enrolled; `claimed`: the current ID token already counts as a second-factor sign-in. */
  | { kind: 'done'; claimed: boolean };

/** What the page must offer after an error the person cannot fix here. */
type Blocker = 'sign-in-again' | 'verify-email' | null;

export interface SecondFactorEnrolmentProps {
  user: User;
  /** The account has a factor already: nothing to offer until an enrolment is under way. */
  hasFactors: boolean;
  /** Sign out and back in (after `auth/requires-recent-login`, or to get a token with the factor). */
  onSignInAgain: () => void;
}

/**
 * Enrols a second factor (issue 16): the authenticator app (TOTP) first; where the project has
 * TOTP disabled (and on the Auth emulator, which does not support it) generateSecret fails and
 * the enrolment falls back to SMS on a Korean mobile number. Firebase Auth keeps the factor and
 * verifies every code; nothing of it reaches our API.
 */
export function SecondFactorEnrolment({ user, hasFactors, onSignInAgain }: SecondFactorEnrolmentProps) {
  const [step, setStep] = useState<Step>({ kind: 'start' });
  const [message, setMessage] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [blocker, setBlocker] = useState<Blocker>(null);
  const [pending, setPending] = useState(false);
  const recaptchaRef = useRef<HTMLDivElement>(null);

  /** Errors that need a step outside this form: a fresh sign-in, or a verified e-mail. */
  async function handleError(caught: unknown) {
    const code = authErrorCode(caught);
    setMessage(secondFactorErrorMessage(caught));
    if (code === 'auth/requires-recent-login') setBlocker('sign-in-again');
    if (code === 'auth/unverified-email') {
      setBlocker('verify-email');
      try {
        await sendEmailVerification(user);
        setNotice(
          `${user.email ?? '계정 이메일'}(으)로 인증 메일을 보냈습니다. 메일의 링크를 연 뒤 다시 로그인하고 2단계 인증을 등록해 주세요.`,
        );
      } catch (sendError) {
        setNotice(secondFactorErrorMessage(sendError));
      }
    }
  }

  async function start() {
    setMessage(null);
    setNotice(null);
    setBlocker(null);
    setPending(true);
    try {
      const session = await multiFactor(user).getSession();
      try {
        setStep({ kind: 'totp', secret: await TotpMultiFactorGenerator.generateSecret(session) });
        return;
      } catch (totpError) {
        const code = authErrorCode(totpError);
        if (code === 'auth/requires-recent-login' || code === 'auth/unverified-email') throw totpError;
        // TOTP is not enabled for this project (or this is the emulator): SMS instead.
        setNotice('이 서비스에서는 인증 앱을 사용할 수 없어 휴대폰 문자(SMS)로 2단계 인증을 등록합니다.');
        setStep({ kind: 'phone' });
      }
    } catch (caught) {
      await handleError(caught);
    } finally {
      setPending(false);
    }
  }

  async function finish(enrol: () => Promise<void>) {
    setMessage(null);
    setPending(true);
    try {
      await enrol();
      // Does the token now count as signed in with the factor? (The emulator's does; if a
      // project's does not, the admin signs in again with the new factor.)
      const result = await user.getIdTokenResult(true);
      setStep({ kind: 'done', claimed: signedInWithSecondFactor(result.claims) });
      setNotice(null);
    } catch (caught) {
      await handleError(caught);
    } finally {
      setPending(false);
    }
  }

  function codeOf(event: FormEvent<HTMLFormElement>): string | null {
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '');
    if (/^\d{6}$/.test(code)) return code;
    setMessage('인증 코드 6자리 숫자를 입력해 주세요.');
    return null;
  }

  async function sendSms(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const phoneNumber = toKoreanMobileE164(String(new FormData(event.currentTarget).get('phone') ?? ''));
    if (!phoneNumber) {
      setMessage(KOREAN_MOBILE_INVALID);
      return;
    }
    const container = recaptchaRef.current;
    if (!container) return;
    setMessage(null);
    setPending(true);
    // Invisible reCAPTCHA in production; the emulator disables app verification.
    const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
    try {
      const session = await multiFactor(user).getSession();
      const verificationId = await new PhoneAuthProvider(auth).verifyPhoneNumber(
        { phoneNumber, session },
        verifier,
      );
      setStep({ kind: 'phone-code', verificationId });
    } catch (caught) {
      await handleError(caught);
    } finally {
      verifier.clear();
      setPending(false);
    }
  }

  function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = codeOf(event);
    if (code === null) return;
    if (step.kind === 'totp') {
      const assertion = TotpMultiFactorGenerator.assertionForEnrollment(step.secret, code);
      void finish(() => multiFactor(user).enroll(assertion, '인증 앱'));
    } else if (step.kind === 'phone-code') {
      const assertion = PhoneMultiFactorGenerator.assertion(
        PhoneAuthProvider.credential(step.verificationId, code),
      );
      void finish(() => multiFactor(user).enroll(assertion, '휴대폰'));
    }
  }

  const alerts = (
    <>
      {notice && (
        <Alert severity="info" role="status">
          {notice}
        </Alert>
      )}
      {message && (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      )}
      {blocker === 'sign-in-again' && (
        <Button variant="outlined" onClick={onSignInAgain}>
          다시 로그인
        </Button>
      )}
    </>
  );

  if (step.kind === 'done') {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {step.claimed
            ? '2단계 인증을 등록했습니다. 이제 로그인할 때마다 인증 코드를 입력합니다.'
            : '2단계 인증을 등록했습니다. 등록한 수단으로 다시 로그인해야 관리자 화면을 사용할 수 있습니다.'}
        </Alert>
        {!step.claimed && (
          <Button variant="contained" onClick={onSignInAgain}>
            다시 로그인
          </Button>
        )}
      </Stack>
    );
  }

  if (step.kind === 'start') {
    if (hasFactors) return null;
    return (
      <Stack spacing={2}>
        {alerts}
        <Button
          variant="contained"
          loading={pending}
          onClick={() => void start()}
          sx={{ alignSelf: 'flex-start' }}
        >
          2단계 인증 등록
        </Button>
      </Stack>
    );
  }

  if (step.kind === 'phone') {
    return (
      <Stack component="form" noValidate spacing={2} onSubmit={(e) => void sendSms(e)}>
        {alerts}
        <TextInput
          id="second-factor-phone"
          name="phone"
          type="tel"
          label="휴대폰 번호"
          autoComplete="tel"
          helperText="010-1234-5678 형식으로 입력해 주세요."
          disabled={pending}
        />
        <Button type="submit" variant="contained" loading={pending} sx={{ alignSelf: 'flex-start' }}>
          인증 코드 받기
        </Button>
        <div ref={recaptchaRef} />
      </Stack>
    );
  }

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submitCode}>
      {alerts}
      {step.kind === 'totp' ? (
        <>
          <Typography variant="body2">
            인증 앱(Google Authenticator 등)에서 ‘설정 키 입력’을 고르고 아래 키를 입력하거나, 이 주소를 여는
            링크를 사용해 주세요. 그다음 앱에 표시된 6자리 코드를 입력합니다.
          </Typography>
          <Typography component="p" variant="h6" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {step.secret.secretKey}
          </Typography>
          <Typography
            component="a"
            variant="body2"
            href={step.secret.generateQrCodeUrl(user.email ?? undefined, APP_NAME)}
            sx={{ wordBreak: 'break-all' }}
          >
            인증 앱에 추가하기 (otpauth 링크)
          </Typography>
        </>
      ) : (
        <Typography variant="body2">휴대폰으로 보낸 인증 코드 6자리를 입력해 주세요.</Typography>
      )}
      <TextInput
        id="second-factor-enrol-code"
        name="code"
        type="text"
        label="인증 코드"
        autoComplete="one-time-code"
        disabled={pending}
      />
      <Button type="submit" variant="contained" loading={pending} sx={{ alignSelf: 'flex-start' }}>
        등록
      </Button>
    </Stack>
  );
}
