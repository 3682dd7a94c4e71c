import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  createAnnouncementSchema,
  type Announcement,
} from '@settle/contract/announcements';
import { messages } from '@settle/contract/messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import { AnnouncementBody } from '../../../components/announcement-body';
import { PinnedChip } from '../../../components/pinned-chip';
import { errorMessageOf } from '../../../lib/api-error';
import { dialogErrorMessage } from '../../../lib/field-message';
import { validateForm } from '../../../lib/validate-form';
import { useCreateAnnouncement } from '../api/create-announcement';
import { useUpdateAnnouncement } from '../api/update-announcement';

export interface AnnouncementDialogProps {
  /** The notice to edit; null to write a new one. */
  announcement: Announcement | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/**
 * Write or edit a notice: title, body, 상단 고정 and 게시 switches, and a 미리보기 tab showing it
 * as members will see it (plain text, line breaks kept). Mount with a key per notice.
 */
export function AnnouncementDialog({ announcement, onClose, onSaved }: AnnouncementDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const [title, setTitle] = useState(announcement?.title ?? '');
  const [body, setBody] = useState(announcement?.body ?? '');
  const [pinned, setPinned] = useState(announcement?.pinned ?? false);
  const [published, setPublished] = useState(announcement?.published ?? true);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const pending = create.isPending || update.isPending;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = validateForm(createAnnouncementSchema, { title, body, pinned, published });
    if (!parsed.success) {
      setFieldErrors(parsed.fieldErrors);
      setError(null);
      setTab('edit');
      return;
    }
    setFieldErrors({});
    setError(null);
    try {
      if (announcement) {
        await update.mutateAsync({ id: announcement.id, changes: parsed.data });
        onSaved('공지사항을 수정했습니다.');
      } else {
        await create.mutateAsync(parsed.data);
        onSaved('공지사항을 등록했습니다.');
      }
    } catch (caught) {
      setError(errorMessageOf(caught, messages.internal));
    }
  }

  const fieldError = (field: string) => {
    const message = fieldErrors[field];
    return message === undefined ? undefined : dialogErrorMessage(message);
  };

  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="md" fullWidth fullScreen={fullScreen}>
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'contents' }}>
        <DialogTitle>{announcement ? '공지 수정' : '공지 작성'}</DialogTitle>
        <Tabs
          value={tab}
          onChange={(_event, next: 'edit' | 'preview') => setTab(next)}
          sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="edit" label="작성" />
          <Tab value="preview" label="미리보기" />
        </Tabs>
        <DialogContent>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          {tab === 'edit' ? (
            <Stack spacing={2} sx={{ pt: 1 }}>
              <TextField
                label="제목"
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                disabled={pending}
                required
                fullWidth
                autoFocus
                error={fieldError('title') !== undefined}
                helperText={fieldError('title') ?? `${title.length} / ${ANNOUNCEMENT_TITLE_MAX}`}
                slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_TITLE_MAX } }}
              />
              <TextField
                label="내용"
                value={body}
                onChange={(e) => setBody(e.target.value)}
                disabled={pending}
                required
                fullWidth
                multiline
                minRows={8}
                maxRows={20}
                error={fieldError('body') !== undefined}
                helperText={
                  fieldError('body') ??
                  `일반 텍스트로 표시됩니다 (HTML 미지원). ${body.length.toLocaleString('ko-KR')} / ${ANNOUNCEMENT_BODY_MAX.toLocaleString('ko-KR')}`
                }
                slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_BODY_MAX } }}
              />
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 3 }}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={pinned}
                      onChange={(e) => setPinned(e.target.checked)}
                      disabled={pending}
                    />
                  }
                  label="상단 고정"
                />
                <FormControlLabel
                  control={
                    <Switch
                      checked={published}
                      onChange={(e) => setPublished(e.target.checked)}
                      disabled={pending}
                    />
                  }
                  label="게시 (끄면 회원에게 보이지 않습니다)"
                />
              </Stack>
            </Stack>
          ) : (
            <Box aria-label="미리보기" sx={{ pt: 1 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                {pinned && <PinnedChip />}
                <Typography component="h2" variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {title.trim() === '' ? '(제목 없음)' : title.trim()}
                </Typography>
              </Stack>
              {!published && (
                <Typography variant="body2" sx={{ color: 'warning.main', mt: 1 }}>
                  게시하지 않으면 회원에게 보이지 않습니다.
                </Typography>
              )}
              <Divider sx={{ my: 2 }} />
              {body.trim() === '' ? (
                <Typography sx={{ color: 'text.secondary' }}>(내용 없음)</Typography>
              ) : (
                <AnnouncementBody body={body} />
              )}
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            취소
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {announcement ? '저장' : '등록'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
