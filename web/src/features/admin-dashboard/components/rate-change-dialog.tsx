import { messages } from '@settle/contract/messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { ApprovalReasonField } from '../../../components/approval-reason-field';
import { errorMessageOf } from '../../../lib/api-error';
import { APPROVAL_REQUESTED } from '../../../lib/approval-answer';
import { dialogErrorMessage } from '../../../lib/field-message';
import { feeRateText, rateText } from '../../../lib/money-display';
import { useSetExchangeRate } from '../api/set-exchange-rate';
import { useSetFeeRate } from '../api/set-fee-rate';
import { parseRateInput, type RateKind } from '../lib/rate-form';

const texts = {
  exchangeRate: {
    title: '환율 변경',
    label: '새 환율',
    unit: '원',
    help: '1 자산당 원화 금액, 소수점 둘째 자리까지',
    format: rateText,
    saved: (value: number) => `환율을 ${rateText(value)}으로 변경했습니다.`,
  },
  feeRate: {
    title: '수수료율 변경',
    label: '새 수수료율',
    unit: '%',
    help: '0 이상 100 이하, 소수점 둘째 자리까지',
    format: feeRateText,
    saved: (value: number) => `수수료율을 ${feeRateText(value)}로 변경했습니다.`,
  },
} as const;

/** Spelled out so operators know what a change costs them. */
export const STALE_NOTICE =
  '변경하면 준비된 정산은 이전 값으로 계산되어 있어 정산 준비가 만료됩니다. 정산을 실행하려면 다시 준비해야 합니다.';

export interface RateChangeDialogProps {
  kind: RateKind;
  current: number | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** 환율 / 수수료율 변경: checked with the API's schema; the old value stays in the history. */
export function RateChangeDialog({ kind, current, onClose, onSaved }: RateChangeDialogProps) {
  const text = texts[kind];
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const setExchangeRate = useSetExchangeRate();
  const setFeeRate = useSetFeeRate();
  const mutation = kind === 'exchangeRate' ? setExchangeRate : setFeeRate;
  const pending = mutation.isPending;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseRateInput(kind, value);
    if (!parsed.success) {
      setError(dialogErrorMessage(parsed.message));
      return;
    }
    setError(null);
    try {
      await mutation.mutateAsync(reason.trim() === '' ? parsed.data : { ...parsed.data, reason });
      // Four eyes: the change runs once another admin approves the request.
      onSaved(APPROVAL_REQUESTED);
    } catch (caught) {
      setError(errorMessageOf(caught, messages.internal));
    }
  }

  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="warning" role="note">
              {STALE_NOTICE}
            </Alert>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <TextField
              label={text.label}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={error !== null}
              helperText={`현재 ${current === null ? '미설정' : text.format(current)} · ${text.help}`}
              disabled={pending}
              required
              fullWidth
              autoFocus
              slotProps={{
                htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                input: { endAdornment: <InputAdornment position="end">{text.unit}</InputAdornment> },
              }}
            />
            <ApprovalReasonField action="변경" value={reason} onChange={setReason} disabled={pending} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            취소
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            승인 요청
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
