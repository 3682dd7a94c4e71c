import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  getMultiFactorResolver,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  RecaptchaVerifier,
  TotpMultiFactorGenerator,
  type MultiFactorError,
  type MultiFactorInfo,
  type PhoneMultiFactorInfo,
} from 'firebase/auth';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { secondFactorErrorMessage } from '../lib/second-factor-messages';
import { TextInput } from '../../../components/form/text-input';
import { auth } from '../../../lib/firebase';

export interface SecondFactorSignInProps {
  /** The `auth/multi-factor-auth-required` error of the first step (password, Google, link). */
  error: MultiFactorError;
  /** Back to the sign-in methods. */
  onCancel: () => void;
}

const isPhone = (hint: MultiFactorInfo): hint is PhoneMultiFactorInfo =>
  hint.factorId === PhoneMultiFactorGenerator.FACTOR_ID;

/**
 * The second step of a sign-in (issue 16): the account has a second factor, so Firebase Auth
 * answered `auth/multi-factor-auth-required` and the resolver finishes the sign-in with a code —
 * from the authenticator app (TOTP) or by SMS. Firebase verifies the code; success needs nothing
 * here (GuestOnly sees the user). Loaded lazily, only when the error happens.
 */
export function SecondFactorSignIn({ error, onCancel }: SecondFactorSignInProps) {
  const resolver = useMemo(() => getMultiFactorResolver(auth, error), [error]);
  // The authenticator app first when both are enrolled: it needs no SMS.
  const [hint, setHint] = useState<MultiFactorInfo | undefined>(
    () => resolver.hints.find((h) => h.factorId === TotpMultiFactorGenerator.FACTOR_ID) ?? resolver.hints[0],
  );
  const recaptchaRef = useRef<HTMLDivElement>(null);
  const [verificationId, setVerificationId] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function sendCode(phoneHint: PhoneMultiFactorInfo) {
    const container = recaptchaRef.current;
    if (!container) return;
    setMessage(null);
    setPending(true);
    // Invisible reCAPTCHA in production; against the emulator app verification is disabled and
    // no Google script loads (connectAuthEmulator).
    const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
    try {
      const id = await new PhoneAuthProvider(auth).verifyPhoneNumber(
        { multiFactorHint: phoneHint, session: resolver.session },
        verifier,
      );
      setVerificationId(id);
    } catch (caught) {
      setMessage(secondFactorErrorMessage(caught));
    } finally {
      verifier.clear();
      setPending(false);
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!hint) return;
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '');
    if (!/^\d{6}$/.test(code)) {
      setMessage('인증 코드 6자리 숫자를 입력해 주세요.');
      return;
    }
    setMessage(null);
    setPending(true);
    try {
      const assertion = isPhone(hint)
        ? PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId ?? '', code))
        : TotpMultiFactorGenerator.assertionForSignIn(hint.uid, code);
      await resolver.resolveSignIn(assertion);
    } catch (caught) {
      setMessage(secondFactorErrorMessage(caught));
      setPending(false);
    }
  }

  if (!hint) {
    return (
      <Stack spacing={2}>
        <Alert severity="error" role="alert">
          등록된 2단계 인증 수단을 찾을 수 없습니다. 관리자에게 문의해 주세요.
        </Alert>
        <Button variant="text" fullWidth onClick={onCancel}>
          다른 방법으로 로그인
        </Button>
      </Stack>
    );
  }

  const phone = isPhone(hint);
  const codeStep = !phone || verificationId !== null;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        2단계 인증
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {phone
          ? verificationId
            ? `${hint.phoneNumber} 번호로 보낸 인증 코드 6자리를 입력해 주세요.`
            : `등록된 휴대폰(${hint.phoneNumber})으로 인증 코드를 보내 로그인을 마칩니다.`
          : '인증 앱(Google Authenticator 등)에 표시된 6자리 코드를 입력해 주세요.'}
      </Typography>
      {message && (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      )}
      {codeStep && (
        <TextInput
          id="second-factor-code"
          name="code"
          type="text"
          label="인증 코드"
          autoComplete="one-time-code"
          autoFocus
          disabled={pending}
        />
      )}
      {codeStep ? (
        <Button type="submit" variant="contained" size="large" fullWidth loading={pending}>
          인증하고 로그인
        </Button>
      ) : (
        <Button
          type="button"
          variant="contained"
          size="large"
          fullWidth
          loading={pending}
          onClick={() => void sendCode(hint)}
        >
          인증 코드 받기
        </Button>
      )}
      {phone && verificationId && (
        <Button type="button" variant="text" fullWidth disabled={pending} onClick={() => void sendCode(hint)}>
          인증 코드 다시 받기
        </Button>
      )}
      {resolver.hints.length > 1 && (
        <Button
          type="button"
          variant="text"
          fullWidth
          disabled={pending}
          onClick={() => {
            setHint(resolver.hints.find((h) => h !== hint));
            setVerificationId(null);
            setMessage(null);
          }}
        >
          {phone ? '인증 앱으로 인증하기' : '문자로 인증하기'}
        </Button>
      )}
      <Button type="button" variant="text" fullWidth disabled={pending} onClick={onCancel}>
        다른 방법으로 로그인
      </Button>
      <div ref={recaptchaRef} />
    </Stack>
  );
}
