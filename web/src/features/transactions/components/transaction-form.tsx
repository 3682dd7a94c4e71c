import { messages } from '@settle/contract/messages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorAlert } from '../../../components/error-alert';
import { shownErrors, useTouchedFields } from '../../../components/form/touched-fields';
import { errorMessageOf } from '../../../lib/api-error';
import { useExchangeRate } from '../../../lib/exchange-rate';
import { canRetryWrite } from '../../../lib/write-retry';
import { useCreateTransaction } from '../api/create-transaction';
import {
  amountHint,
  toCreateTransactionBody,
  type CreateTransactionBody,
  type TransactionFormValues,
} from '../lib/transaction-form';
import { receiptPath } from '../lib/receipt-path';
import { RegisterConfirmDialog } from './register-confirm-dialog';

const EMPTY: TransactionFormValues = { amount: '', memo: '' };

/**
 * 거래 등록: the amount received (with its KRW value at the current rate shown live under it)
 * and a memo. Validated with the contract schema; a valid form opens the confirm step
 * (RegisterConfirmDialog), and only its 등록하기 sends. Success ends on the receipt
 * (/transaction/:id); the server's message is shown as it is when it refuses.
 *
 * Offline, or when the answer is lost, the request fails at once (issue 14) and the confirm
 * step stays open with what was typed: an alert says so and offers 다시 시도, which sends the
 * same body again, so with the same Idempotency-Key (a request that did reach the server is
 * registered once). Nothing is sent without that click. 수정 goes back to the form with the
 * values kept; the same values confirmed again still get the same key (one user action).
 */
export function TransactionForm() {
  const create = useCreateTransaction();
  const rate = useExchangeRate();
  const navigate = useNavigate();
  const [values, setValues] = useState<TransactionFormValues>(EMPTY);
  const {
    touched,
    blur,
    touchAll,
    reset: resetTouched,
  } = useTouchedFields<keyof TransactionFormValues | ''>();
  // Checked as the person types; a field's message shows once it was touched (issue 17).
  const result = useMemo(() => toCreateTransactionBody(values), [values]);
  const errors = shownErrors(result.success ? {} : result.fieldErrors, touched);
  const [confirming, setConfirming] = useState<CreateTransactionBody | null>(null);

  const set = (name: keyof TransactionFormValues, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
  };

  function send(body: CreateTransactionBody) {
    create.mutate(body, {
      onSuccess: (transaction) => {
        setValues(EMPTY);
        resetTouched();
        setConfirming(null);
        navigate(receiptPath(transaction.id));
      },
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    touchAll();
    if (!result.success) return;
    create.reset();
    setConfirming(result.body);
  }

  const rateNote = rate.isError ? errorMessageOf(rate.error, messages.rateNotSet) : undefined;
  const failure =
    create.isError && confirming !== null
      ? {
          message: errorMessageOf(create.error, messages.internal),
          onRetry: canRetryWrite(create.error) ? () => send(confirming) : undefined,
        }
      : null;

  return (
    <Card variant="outlined" component="section" aria-labelledby="transaction-form-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="transaction-form-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          거래 등록
        </Typography>
        {errors[''] !== undefined && (
          <Box sx={{ mb: 2 }}>
            <ErrorAlert message={errors['']} />
          </Box>
        )}
        <Stack
          component="form"
          noValidate
          onSubmit={handleSubmit}
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: { md: 'flex-start' } }}
        >
          <TextField
            id="transaction-amount"
            name="amount"
            label="금액"
            value={values.amount}
            onChange={(event) => set('amount', event.target.value)}
            onBlur={(event) => blur('amount', event.target.value)}
            error={errors.amount !== undefined}
            helperText={errors.amount ?? rateNote ?? amountHint(values.amount, rate.data?.value)}
            autoComplete="off"
            sx={{ flex: 1 }}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              formHelperText: { 'aria-live': 'polite' },
            }}
          />
          <TextField
            id="transaction-memo"
            name="memo"
            label="메모"
            value={values.memo}
            onChange={(event) => set('memo', event.target.value)}
            onBlur={(event) => blur('memo', event.target.value)}
            error={errors.memo !== undefined}
            helperText={errors.memo ?? `${values.memo.length}/200`}
            autoComplete="off"
            sx={{ flex: 2 }}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Button type="submit" variant="contained" size="large" sx={{ flexShrink: 0, minHeight: 56 }}>
            거래 등록
          </Button>
        </Stack>
      </CardContent>
      <RegisterConfirmDialog
        body={confirming}
        rateValue={rate.data?.value}
        rateNote={rateNote}
        pending={create.isPending}
        error={failure}
        onEdit={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming && !create.isPending) send(confirming);
        }}
      />
    </Card>
  );
}
