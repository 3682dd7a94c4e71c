import type { AdminUser } from '@settle/contract/admin-users';
import { messages } from '@settle/contract/messages';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { MemberPicker } from '../../../components/member-picker';
import { errorMessageOf } from '../../../lib/api-error';
import { dialogErrorMessage } from '../../../lib/field-message';
import { retryOf } from '../../../lib/write-retry';
import {
  emptyMemberAmountForm,
  parseAdjustmentForm,
  parseCreateTransactionForm,
  type MemberAmountBody,
  type MemberAmountForm,
} from '../lib/member-amount-form';

const kinds = {
  transaction: {
    title: '거래 등록',
    description: '회원 대신 거래를 등록합니다. 등록된 거래는 처리 대기 목록에서 처리합니다.',
    amountLabel: '금액',
    amountHelp: '소수점 둘째 자리까지 입력할 수 있습니다.',
    memoLabel: '메모 (선택)',
    parse: parseCreateTransactionForm,
    // A transaction can only be registered for an approved member.
    status: 'active',
  },
  adjustment: {
    title: '자산 조정',
    description: '회원의 자산을 직접 늘리거나 줄입니다. 처리 내역에 조정으로 기록됩니다.',
    amountLabel: '조정 금액',
    amountHelp: '늘리려면 양수, 줄이려면 음수(예: -100.50)로 입력하세요.',
    memoLabel: '조정 사유',
    parse: parseAdjustmentForm,
    status: undefined,
  },
} as const;

export interface MemberAmountDialogProps {
  kind: keyof typeof kinds;
  pending: boolean;
  /** Sends the body; rejects with the API's error, shown in the dialog. */
  onSubmit: (body: MemberAmountBody) => Promise<void>;
  onClose: () => void;
}

/** 거래 등록 (a pending transaction for a member) and 조정 (a signed ledger adjustment). */
export function MemberAmountDialog({ kind, pending, onSubmit, onClose }: MemberAmountDialogProps) {
  const config = kinds[kind];
  const [form, setForm] = useState<MemberAmountForm>(emptyMemberAmountForm);
  const [member, setMember] = useState<AdminUser | null>(null);
  const [error, setError] = useState<{
    message: string;
    field?: string;
    retry?: (() => void) | undefined;
  } | null>(null);

  // A changed form is a new action: 다시 시도 would send what is no longer shown.
  const dropRetry = () => setError((prev) => (prev?.retry ? null : prev));
  const set = (key: 'amount' | 'memo') => (value: string) => {
    setForm((prev) => ({ ...prev, [key]: value }));
    dropRetry();
  };
  const fieldError = (field: keyof MemberAmountForm) => error?.field === field;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = config.parse(form);
    if (!parsed.success) {
      const message = dialogErrorMessage(parsed.message);
      setError(parsed.field === undefined ? { message } : { message, field: parsed.field });
      return;
    }
    await send(parsed.data);
  }

  async function send(body: MemberAmountBody) {
    setError(null);
    try {
      await onSubmit(body);
    } catch (caught) {
      // Offline or a lost answer: 다시 시도 sends the same body (same Idempotency-Key).
      setError({
        message: errorMessageOf(caught, messages.internal),
        retry: retryOf(caught, () => void send(body)),
      });
    }
  }

  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle>{config.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText variant="body2">{config.description}</DialogContentText>
            {error && <ErrorAlert message={error.message} onRetry={error.retry} />}
            <MemberPicker
              value={member}
              onChange={(next) => {
                setMember(next);
                dropRetry();
                setForm((prev) => ({ ...prev, userId: next?.id ?? null }));
              }}
              status={config.status}
              error={fieldError('userId')}
              disabled={pending}
              required
              autoFocus
            />
            <TextField
              label={config.amountLabel}
              value={form.amount}
              onChange={(e) => set('amount')(e.target.value)}
              error={fieldError('amount')}
              helperText={config.amountHelp}
              disabled={pending}
              required
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
            />
            <TextField
              label={config.memoLabel}
              value={form.memo}
              onChange={(e) => set('memo')(e.target.value)}
              error={fieldError('memo')}
              disabled={pending}
              required={kind === 'adjustment'}
              fullWidth
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            취소
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            등록
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
