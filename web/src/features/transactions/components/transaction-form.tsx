import { messages } from '@settle/contract/messages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { shownErrors, useTouchedFields } from '../../../components/form/touched-fields';
import type { ShowFeedback } from '../../../components/feedback-snackbar';
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

const EMPTY: TransactionFormValues = { amount: '', memo: '' };

export interface TransactionFormProps {
  onFeedback: ShowFeedback;
}

/**
 * 거래 등록: the amount received (with its KRW value at the current rate shown live under it)
 * and a memo. Validated with the contract schema before sending; the server's message is shown
 * as it is when it refuses.
 *
 * Offline, or when the answer is lost, the request fails at once (issue 14) and the form keeps
 * what was typed: an alert in the form says so and offers 다시 시도, which sends the same body
 * again, so with the same Idempotency-Key (a request that did reach the server is registered
 * once). Nothing is sent without that click. Changing a field closes the alert: the next 거래
 * 등록 is the person's new action (the same values again still get the same key).
 */
export function TransactionForm({ onFeedback }: TransactionFormProps) {
  const create = useCreateTransaction();
  const rate = useExchangeRate();
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

  const set = (name: keyof TransactionFormValues, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    if (create.isError) create.reset();
  };

  function send(body: CreateTransactionBody) {
    create.mutate(body, {
      onSuccess: () => {
        setValues(EMPTY);
        resetTouched();
        onFeedback('거래를 등록했습니다. 관리자가 처리하면 자산에 반영됩니다.');
      },
      // One that can be tried again is shown in the form, with 다시 시도.
      onError: (error) => {
        if (!canRetryWrite(error)) onFeedback(errorMessageOf(error, messages.internal), 'error');
      },
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    touchAll();
    if (!result.success) {
      if (result.fieldErrors[''] !== undefined) onFeedback(result.fieldErrors[''], 'error');
      return;
    }
    send(result.body);
  }

  const failed = create.isError && canRetryWrite(create.error) ? create : null;
  const rateNote = rate.isError ? errorMessageOf(rate.error, messages.rateNotSet) : undefined;

  return (
    <Card variant="outlined" component="section" aria-labelledby="transaction-form-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="transaction-form-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          거래 등록
        </Typography>
        {failed && (
          <Box sx={{ mb: 2 }}>
            <ErrorAlert
              message={errorMessageOf(failed.error, messages.internal)}
              onRetry={() => send(failed.variables)}
            />
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
            disabled={create.isPending}
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
            disabled={create.isPending}
            autoComplete="off"
            sx={{ flex: 2 }}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={create.isPending}
            sx={{ flexShrink: 0, minHeight: 56 }}
          >
            거래 등록
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
