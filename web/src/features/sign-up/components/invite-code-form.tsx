import { validateInviteCodeSchema } from '@settle/contract/invites';
import { parseKorean } from '@settle/contract/validation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { errorMessageOf } from '../../../lib/api-error';
import { useValidateInviteCode } from '../api/validate-invite-code';

const CHECK_FAILED = '초대 코드를 확인하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/** Step 1 of sign-up: checks the invite code with the API and hands the accepted code on. */
export function InviteCodeForm({ onVerified }: { onVerified: (code: string) => void }) {
  const validate = useValidateInviteCode();
  const [fieldError, setFieldError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseKorean(validateInviteCodeSchema, {
      code: String(new FormData(event.currentTarget).get('code') ?? ''),
    });
    if (!parsed.success) {
      setFieldError(parsed.message);
      return;
    }
    setFieldError(null);
    validate.mutate(parsed.data, { onSuccess: (result) => onVerified(result.code) });
  }

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit}>
      {validate.isError && (
        <Alert severity="error" role="alert">
          {errorMessageOf(validate.error, CHECK_FAILED)}
        </Alert>
      )}
      <TextField
        id="invite-code"
        name="code"
        label="초대 코드"
        autoComplete="off"
        autoFocus
        fullWidth
        error={fieldError !== null}
        helperText={fieldError ?? '운영자에게 받은 초대 코드를 입력해 주세요.'}
        disabled={validate.isPending}
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={validate.isPending}>
        확인
      </Button>
    </Stack>
  );
}
