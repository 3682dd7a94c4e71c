import { setAssetUnitSchema } from '@settle/contract/asset-unit';
import { messages } from '@settle/contract/messages';
import { parseKorean } from '@settle/contract/validation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { errorMessageOf } from '../../../lib/api-error';
import { useSetAssetUnit } from '../api/set-asset-unit';

/** The field is labelled 자산 단위: its message need not say so again. */
const withoutLabel = (message: string) => message.replace(/^자산 단위: /, '');

/**
 * 자산 단위 변경: checked with the API's schema as the operator types, once they have typed;
 * saved at once (a label moves no money), kept in the history with who and when.
 */
export function AssetUnitDialog({
  current,
  onClose,
  onSaved,
}: {
  current: string;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const mutation = useSetAssetUnit();
  const parsed = parseKorean(setAssetUnitSchema, { unit: value });
  const fieldError = touched && !parsed.success ? withoutLabel(parsed.message) : null;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (!parsed.success) return;
    setServerError(null);
    try {
      const saved = await mutation.mutateAsync(parsed.data);
      onSaved(`자산 단위를 변경했습니다: ${saved.current.unit}`);
    } catch (caught) {
      setServerError(withoutLabel(errorMessageOf(caught, messages.internal)));
    }
  }

  return (
    <Dialog open onClose={mutation.isPending ? undefined : onClose} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle>자산 단위 변경</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="info" role="note">
              회원과 관리자 화면의 모든 자산 금액 뒤에 붙는 표시입니다. 금액과 환율은 바뀌지 않습니다.
            </Alert>
            {serverError && (
              <Alert severity="error" role="alert">
                {serverError}
              </Alert>
            )}
            <TextField
              label="새 자산 단위"
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setTouched(true);
              }}
              error={fieldError !== null}
              helperText={fieldError ?? `현재 ${current} · 글자 1~4자 (예: P, pt, 포인트)`}
              disabled={mutation.isPending}
              required
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 8 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={mutation.isPending}>
            닫기
          </Button>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            변경
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
