import { messages } from '@settle/contract/messages';
import {
  SCHEDULE_TYPE_LABELS,
  SCHEDULE_TYPES,
  type Schedule,
  type ScheduleType,
} from '@settle/contract/schedules';
import {
  createScheduleSchema,
  SCHEDULE_DESCRIPTION_MAX,
  SCHEDULE_TITLE_MAX,
} from '@settle/contract/admin-schedules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessageOf } from '../../../lib/api-error';
import { dialogErrorMessage } from '../../../lib/field-message';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { validateForm } from '../../../lib/validate-form';
import { useCreateSchedule } from '../api/create-schedule';
import { useDeleteSchedule } from '../api/delete-schedule';
import { useUpdateSchedule } from '../api/update-schedule';
import { bodyOfForm, formForSchedule, withAllDay, type ScheduleForm } from '../lib/schedule-form';

export interface ScheduleDialogProps {
  /** The schedule to edit, or the prefilled form of a new one. */
  editing: { kind: 'edit'; schedule: Schedule } | { kind: 'new'; form: ScheduleForm };
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** PRODUCT.md Lifecycle 7: the job prepares the batch; a person always executes it. */
const SETTLEMENT_HELP = '시작 시각에 정산을 준비하고 관리자에게 알립니다. 정산 실행은 직접 합니다.';

/**
 * Add or edit a schedule: title, type, all-day, start and end (Seoul time), description and the
 * member reminder. Editing also deletes, after a confirmation. Mount with a key per schedule.
 */
export function ScheduleDialog({ editing, onClose, onSaved }: ScheduleDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const schedule = editing.kind === 'edit' ? editing.schedule : null;
  const [form, setForm] = useState<ScheduleForm>(() =>
    editing.kind === 'edit' ? formForSchedule(editing.schedule) : editing.form,
  );
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const create = useCreateSchedule();
  const update = useUpdateSchedule();
  const remove = useDeleteSchedule();
  const pending = create.isPending || update.isPending || remove.isPending;

  const set = <K extends keyof ScheduleForm>(field: K, value: ScheduleForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = validateForm(createScheduleSchema, bodyOfForm(form));
    if (!parsed.success) {
      setFieldErrors(parsed.fieldErrors);
      setError(null);
      return;
    }
    setFieldErrors({});
    setError(null);
    try {
      if (schedule) {
        await update.mutateAsync({ id: schedule.id, changes: parsed.data });
        onSaved('일정을 수정했습니다.');
      } else {
        await create.mutateAsync(parsed.data);
        onSaved('일정을 등록했습니다.');
      }
    } catch (caught) {
      setError(errorMessageOf(caught, messages.internal));
    }
  }

  async function handleDelete() {
    if (!schedule) return;
    try {
      await remove.mutateAsync(schedule.id);
      onSaved('일정을 삭제했습니다.');
    } catch (caught) {
      setConfirmingDelete(false);
      setError(errorMessageOf(caught, messages.internal));
    }
  }

  const fieldError = (field: string) => {
    const message = fieldErrors[field];
    return message === undefined ? undefined : dialogErrorMessage(message);
  };
  const dateInput = { htmlInput: {}, inputLabel: { shrink: true } };
  // An all-day schedule is edited as days, any other as Seoul date-times.
  const rangeFields = form.allDay
    ? ([
        { label: '시작일', field: 'startDate', error: 'start' },
        { label: '종료일', field: 'endDate', error: 'end' },
      ] as const)
    : ([
        { label: '시작', field: 'startTime', error: 'start' },
        { label: '종료', field: 'endTime', error: 'end' },
      ] as const);

  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="sm" fullWidth fullScreen={fullScreen}>
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'contents' }}>
        <DialogTitle>{schedule ? '일정 수정' : '일정 추가'}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          {schedule?.firedAt && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {formatSeoulDateTime(schedule.firedAt)}에 실행된 일정입니다. 시작을 앞으로 옮기면 그 시각에 다시
              실행됩니다.
            </Alert>
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="제목"
              value={form.title}
              onChange={(e) => set('title', e.target.value)}
              disabled={pending}
              required
              fullWidth
              autoFocus
              error={fieldError('title') !== undefined}
              helperText={fieldError('title')}
              slotProps={{ htmlInput: { maxLength: SCHEDULE_TITLE_MAX } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <TextField
                select
                label="유형"
                value={form.type}
                onChange={(e) => set('type', e.target.value as ScheduleType)}
                disabled={pending}
                sx={{ minWidth: 160 }}
              >
                {SCHEDULE_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {SCHEDULE_TYPE_LABELS[type]}
                  </MenuItem>
                ))}
              </TextField>
              <FormControlLabel
                control={
                  <Switch
                    checked={form.allDay}
                    onChange={(e) => setForm((current) => withAllDay(current, e.target.checked))}
                    disabled={pending}
                  />
                }
                label="종일"
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {rangeFields.map(({ label, field, error }) => (
                <TextField
                  key={field}
                  label={label}
                  type={form.allDay ? 'date' : 'datetime-local'}
                  value={form[field]}
                  onChange={(e) => set(field, e.target.value)}
                  disabled={pending}
                  required
                  fullWidth
                  error={fieldError(error) !== undefined}
                  helperText={fieldError(error)}
                  slotProps={dateInput}
                />
              ))}
            </Stack>
            <TextField
              label="설명"
              value={form.description}
              onChange={(e) => set('description', e.target.value)}
              disabled={pending}
              fullWidth
              multiline
              minRows={3}
              maxRows={10}
              error={fieldError('description') !== undefined}
              helperText={fieldError('description')}
              slotProps={{ htmlInput: { maxLength: SCHEDULE_DESCRIPTION_MAX } }}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={form.notify}
                  onChange={(e) => set('notify', e.target.checked)}
                  disabled={pending}
                />
              }
              label="시작 시각에 회원에게 알림 보내기"
            />
            {form.type === 'settlement' && (
              <Alert severity="info" variant="outlined">
                {SETTLEMENT_HELP}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          {schedule && (
            <Button
              color="error"
              onClick={() => setConfirmingDelete(true)}
              disabled={pending}
              sx={{ mr: 'auto' }}
            >
              삭제
            </Button>
          )}
          <Button onClick={onClose} disabled={pending}>
            취소
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {schedule ? '저장' : '등록'}
          </Button>
        </DialogActions>
      </Box>
      <ConfirmDialog
        open={confirmingDelete}
        title="일정 삭제"
        confirmLabel="삭제"
        pending={remove.isPending}
        onConfirm={() => void handleDelete()}
        onClose={() => setConfirmingDelete(false)}
      >
        ‘{schedule?.title}’ 일정을 삭제할까요? 삭제하면 되돌릴 수 없습니다.
      </ConfirmDialog>
    </Dialog>
  );
}
