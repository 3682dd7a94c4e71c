import { messages } from '@settle/contract/messages';
import { SCHEDULE_TYPE_LABELS, SCHEDULE_TYPES } from '@settle/contract/schedules';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FeedbackSnackbar, useFeedback } from '../../../components/feedback-snackbar';
import { errorMessageOf } from '../../../lib/api-error';
import { useSchedules, type ScheduleRange } from '../api/list-schedules';
import { useRunDueSchedules } from '../api/run-due-schedules';
import { useUpdateSchedule } from '../api/update-schedule';
import { ScheduleCalendar, type MovedEvent } from '../components/schedule-calendar';
import { ScheduleDialog, type ScheduleDialogProps } from '../components/schedule-dialog';
import { formForSlot, movedBody, type CalendarSlot } from '../lib/schedule-form';
import { runResultMessage } from '../lib/run-result';
import { scheduleColors } from '../lib/schedule-colors';
import { QueryErrorAlert } from '../../../components/query-error-alert';

const HOUR_MS = 60 * 60 * 1000;

/**
 * /admin/schedule (일정 관리): the month or week calendar of schedules. Click a day or a time
 * to add one there, click one to edit or delete it, drag it to move it (or its edge to change its
 * length in the week view). "지금 실행" runs the due-schedule job at once, which the emulators
 * never run on their own.
 */
export function AdminSchedulePage() {
  const theme = useTheme();
  const { feedback, show, close } = useFeedback();
  const [range, setRange] = useState<ScheduleRange | null>(null);
  const [editing, setEditing] = useState<ScheduleDialogProps['editing'] | null>(null);
  const list = useSchedules(range);
  const update = useUpdateSchedule();
  const runDue = useRunDueSchedules();
  const schedules = list.data ?? [];
  const colors = scheduleColors(theme);

  function openNew(slot: CalendarSlot) {
    setEditing({ kind: 'new', form: formForSlot(slot) });
  }

  function openEdit(id: string) {
    const schedule = schedules.find((s) => s.id === id);
    if (schedule) setEditing({ kind: 'edit', schedule });
  }

  function handleMove(moved: MovedEvent) {
    const body = movedBody(moved);
    if (!body) {
      moved.revert();
      return;
    }
    update.mutate(
      { id: moved.id, changes: body },
      {
        onSuccess: () => show('일정을 옮겼습니다.'),
        onError: (error) => {
          moved.revert();
          show(errorMessageOf(error, messages.internal), 'error');
        },
      },
    );
  }

  function handleRunDue() {
    runDue.mutate(undefined, {
      onSuccess: (result) => show(runResultMessage(result)),
      onError: (error) => show(errorMessageOf(error, messages.internal), 'error'),
    });
  }

  function addNow() {
    // The next full hour, an hour long.
    const start = new Date(Math.ceil(Date.now() / HOUR_MS) * HOUR_MS);
    openNew({ start, end: new Date(start.getTime() + HOUR_MS), allDay: false });
  }

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          일정 관리
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            startIcon={<IconPlayerPlay size={18} />}
            onClick={handleRunDue}
            disabled={runDue.isPending}
          >
            지금 실행
          </Button>
          <Button variant="contained" startIcon={<IconPlus size={18} />} onClick={addNow}>
            일정 추가
          </Button>
        </Stack>
      </Stack>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        {SCHEDULE_TYPES.map((type) => (
          <Stack key={type} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box
              aria-hidden
              sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: colors[type].background }}
            />
            <Typography variant="body2">{SCHEDULE_TYPE_LABELS[type]}</Typography>
          </Stack>
        ))}
      </Stack>
      <QueryErrorAlert query={list} />
      <Card>
        <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label="일정 불러오는 중" />}</Box>
        <CardContent sx={{ p: { xs: 1, sm: 2 }, '&:last-child': { pb: { xs: 1, sm: 2 } } }}>
          <ScheduleCalendar
            schedules={schedules}
            onRangeChange={setRange}
            onSlot={openNew}
            onEventClick={openEdit}
            onEventMove={handleMove}
          />
        </CardContent>
      </Card>
      {editing && (
        <ScheduleDialog
          key={editing.kind === 'edit' ? editing.schedule.id : 'new'}
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            show(message);
          }}
        />
      )}
      <FeedbackSnackbar feedback={feedback} onClose={close} />
    </Stack>
  );
}
