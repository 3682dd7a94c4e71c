import { messages } from '@settle/contract/messages';
import type { PushMessage, SendPushMessageInput } from '@settle/contract/push';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { IconSend } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { MembersPicker } from '../../../components/member-picker';
import { errorMessageOf } from '../../../lib/api-error';
import { dialogErrorMessage } from '../../../lib/field-message';
import { retryOf } from '../../../lib/write-retry';
import { useSendPushMessage } from '../api/send-push-message';
import {
  emptySendForm,
  recipientsPhrase,
  validateSendForm,
  type Audience,
  type SendForm,
} from '../lib/send-form';

const TITLE_MAX = 100;
const BODY_MAX = 1000;

/**
 * 알림 작성: title, body, the link a click opens, and who receives it (every active member or
 * the chosen ones). Checked with the API's schema, confirmed in a dialog that says who gets it,
 * then sent once (an Idempotency-Key per action); the form empties after a send.
 */
export function SendMessageForm({ onSent }: { onSent: (message: PushMessage) => void }) {
  const audienceLabelId = useId();
  const [form, setForm] = useState<SendForm>(emptySendForm);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<{ message: string; retry?: (() => void) | undefined } | null>(null);
  const [confirming, setConfirming] = useState<SendPushMessageInput | null>(null);
  const send = useSendPushMessage();
  const pending = send.isPending;

  const set = <K extends keyof SendForm>(key: K, value: SendForm[K]) => {
    setForm((prev) => ({ ...prev, [key]: value }));
    // A changed message is a new action: 다시 시도 would send what is no longer shown.
    setError((prev) => (prev?.retry ? null : prev));
  };
  const fieldError = (field: string) => {
    const message = fieldErrors[field];
    return message === undefined ? undefined : dialogErrorMessage(message);
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = validateSendForm(form);
    setError(null);
    if (!parsed.success) {
      setFieldErrors(parsed.fieldErrors);
      return;
    }
    setFieldErrors({});
    setConfirming(parsed.data);
  }

  function handleConfirm() {
    if (confirming) sendMessage(confirming);
  }

  function sendMessage(input: SendPushMessageInput) {
    setError(null);
    send.mutate(input, {
      onSuccess: (message) => {
        setForm(emptySendForm);
        onSent(message);
      },
      // Offline or a lost answer: 다시 시도 sends the same message (same Idempotency-Key), so
      // the members get it once.
      onError: (caught) =>
        setError({
          message: errorMessageOf(caught, messages.internal),
          retry: retryOf(caught, () => sendMessage(input)),
        }),
      onSettled: () => setConfirming(null),
    });
  }

  return (
    <Card variant="outlined" component="section" aria-label="알림 작성">
      <CardContent>
        <Box component="form" noValidate onSubmit={handleSubmit}>
          <Stack spacing={2}>
            {error && <ErrorAlert message={error.message} onRetry={error.retry} />}
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
              }}
            >
              <TextField
                label="제목"
                value={form.title}
                onChange={(e) => set('title', e.target.value)}
                disabled={pending}
                required
                fullWidth
                error={fieldError('title') !== undefined}
                helperText={fieldError('title') ?? `${form.title.length} / ${TITLE_MAX}`}
                slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
              />
              <TextField
                label="링크 URL"
                value={form.url}
                onChange={(e) => set('url', e.target.value)}
                disabled={pending}
                required
                fullWidth
                error={fieldError('url') !== undefined}
                helperText={
                  fieldError('url') ?? '알림을 누르면 열리는 곳: /로 시작하는 앱 경로 또는 https 주소'
                }
                slotProps={{ htmlInput: { maxLength: 2000, autoComplete: 'off', spellCheck: false } }}
              />
            </Box>
            <TextField
              label="내용"
              value={form.body}
              onChange={(e) => set('body', e.target.value)}
              disabled={pending}
              required
              fullWidth
              multiline
              minRows={3}
              maxRows={10}
              error={fieldError('body') !== undefined}
              helperText={
                fieldError('body') ??
                `${form.body.length.toLocaleString('ko-KR')} / ${BODY_MAX.toLocaleString('ko-KR')}`
              }
              slotProps={{ htmlInput: { maxLength: BODY_MAX } }}
            />
            <FormControl disabled={pending}>
              <FormLabel id={audienceLabelId}>대상</FormLabel>
              <RadioGroup
                row
                aria-labelledby={audienceLabelId}
                value={form.audience}
                onChange={(e) => set('audience', e.target.value as Audience)}
              >
                <FormControlLabel value="all" control={<Radio />} label="전체 회원" />
                <FormControlLabel value="users" control={<Radio />} label="선택한 회원" />
              </RadioGroup>
            </FormControl>
            {form.audience === 'users' && (
              <MembersPicker
                label="받는 회원"
                value={form.members}
                onChange={(members) => set('members', members)}
                status="active"
                disabled={pending}
                required
                error={fieldError('target') !== undefined}
                helperText={fieldError('target') ?? '활성 회원만 검색됩니다.'}
              />
            )}
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" startIcon={<IconSend size={18} />} disabled={pending}>
                {pending ? '보내는 중…' : '보내기'}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
      <ConfirmDialog
        open={confirming !== null}
        title="알림 보내기"
        confirmLabel="보내기"
        confirmColor="primary"
        pending={pending}
        onConfirm={handleConfirm}
        onClose={() => setConfirming(null)}
      >
        ‘{confirming?.title}’ 알림을 {confirming ? recipientsPhrase(confirming.target) : ''} 보낼까요? 보낸
        알림은 취소할 수 없습니다.
      </ConfirmDialog>
    </Card>
  );
}
