import { accessReviewSchema, type AccessMonth } from '@settle/contract/access-log';
import { messages } from '@settle/contract/messages';
import { parseKorean } from '@settle/contract/validation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { ShowFeedback } from '../../../components/feedback-snackbar';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { errorMessageOf } from '../../../lib/api-error';
import { dialogErrorMessage } from '../../../lib/field-message';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { useAccessReviews } from '../api/list-access-reviews';
import { useReviewMonth } from '../api/review-month';
import { hintKindLabels, monthLabel } from '../lib/audit-display';
import {
  canReview,
  monthState,
  monthStateLabels,
  seoulMonthOf,
  unreviewedMonths,
  type MonthState,
} from '../lib/review-view';

const stateColors: Record<MonthState, 'success' | 'warning' | 'default' | 'info'> = {
  reviewed: 'success',
  pending: 'warning',
  current: 'info',
  empty: 'default',
};

/**
 * 월 1회 점검: the last 12 months, newest first. A month not yet reviewed shows the hints worth a
 * look (bulk exports, night access, one operator reading many members' details) and 점검 완료,
 * which records the reviewing admin and their note.
 */
export function MonthlyReviewPanel({ notify }: { notify: ShowFeedback }) {
  const reviews = useAccessReviews();
  const [reviewing, setReviewing] = useState<AccessMonth | null>(null);
  const months = reviews.data?.months ?? [];
  // The month in Seoul now: still running, so not reviewable yet.
  const currentMonth = seoulMonthOf(new Date());
  const pending = unreviewedMonths(months, currentMonth);

  return (
    <Stack spacing={2}>
      <QueryErrorAlert query={reviews} />
      {reviews.isSuccess && (
        <Alert
          severity={pending.length > 0 ? 'warning' : 'success'}
          role="status"
          data-testid="review-summary"
        >
          {pending.length > 0
            ? `점검하지 않은 달이 ${pending.length}개 있습니다: ${pending.map((m) => monthLabel(m.month)).join(', ')}`
            : '점검이 필요한 달이 없습니다.'}
        </Alert>
      )}
      {reviews.isPending
        ? [0, 1].map((key) => <Skeleton key={key} variant="rounded" height={96} />)
        : months.map((month) => (
            <Card key={month.month} variant="outlined" data-testid="review-month">
              <CardContent>
                <Stack spacing={1.5}>
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                      {monthLabel(month.month)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      기록 {month.entries.toLocaleString('ko-KR')}건
                    </Typography>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={stateColors[monthState(month, currentMonth)]}
                      label={monthStateLabels[monthState(month, currentMonth)]}
                    />
                    <span style={{ flexGrow: 1 }} />
                    {canReview(month, currentMonth) && (
                      <Button
                        size="small"
                        // A month without entries may be marked, but nothing asks for it.
                        variant={monthState(month, currentMonth) === 'pending' ? 'contained' : 'text'}
                        onClick={() => setReviewing(month)}
                      >
                        점검 완료
                      </Button>
                    )}
                  </Stack>
                  {month.hints.length > 0 && (
                    <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
                      {month.hints.map((hint, index) => (
                        <Typography component="li" variant="body2" key={`${hint.kind}-${index}`}>
                          <strong>{hintKindLabels[hint.kind]}</strong> {hint.message}
                          {hint.actorEmail ? ` (${hint.actorEmail})` : ''}
                        </Typography>
                      ))}
                    </Stack>
                  )}
                  {month.hints.length === 0 && monthState(month, currentMonth) === 'pending' && (
                    <Typography variant="body2" color="text.secondary">
                      눈여겨볼 만한 접근이 없습니다.
                    </Typography>
                  )}
                  {month.reviewed && (
                    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
                      {formatSeoulDateTime(month.reviewed.at)} · {month.reviewed.byEmail || month.reviewed.by}
                      {'\n'}
                      {month.reviewed.note}
                    </Typography>
                  )}
                </Stack>
              </CardContent>
            </Card>
          ))}
      {reviewing && (
        <ReviewDialog
          month={reviewing}
          onClose={() => setReviewing(null)}
          onDone={() => {
            notify(`${monthLabel(reviewing.month)} 점검을 완료했습니다.`);
            setReviewing(null);
          }}
        />
      )}
    </Stack>
  );
}

function ReviewDialog({
  month,
  onClose,
  onDone,
}: {
  month: AccessMonth;
  onClose: () => void;
  onDone: () => void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const review = useReviewMonth();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseKorean(accessReviewSchema, { month: month.month, note });
    if (!parsed.success) {
      setError(dialogErrorMessage(parsed.message));
      return;
    }
    setError(null);
    try {
      await review.mutateAsync(parsed.data);
      onDone();
    } catch (caught) {
      setError(errorMessageOf(caught, messages.internal));
    }
  }

  return (
    <Dialog open onClose={review.isPending ? undefined : onClose} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <DialogTitle>{monthLabel(month.month)} 접속 기록 점검</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              이 달의 접속 기록 {month.entries.toLocaleString('ko-KR')}건을 점검했습니까? 확인한 내용과 조치를
              남겨 주세요. 점검 기록은 수정할 수 없습니다.
            </DialogContentText>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <TextField
              label="점검 내용"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              disabled={review.isPending}
              required
              multiline
              minRows={3}
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={review.isPending}>
            취소
          </Button>
          <Button type="submit" variant="contained" loading={review.isPending}>
            점검 완료
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
