import { messages } from '@settle/contract/messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { AnnouncementBody } from '../../../components/announcement-body';
import { PinnedChip } from '../../../components/pinned-chip';
import { errorMessageOf } from '../../../lib/api-error';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { useAnnouncement } from '../api/get-announcement';

/** /notice/:id: one published notice; its body is plain text with its line breaks kept. */
export function NoticeDetailPage() {
  const { id = '' } = useParams();
  const notice = useAnnouncement(id);

  return (
    <Stack spacing={2}>
      <Button
        component={RouterLink}
        to="/notice"
        startIcon={<IconArrowLeft size={18} />}
        sx={{ alignSelf: 'flex-start' }}
      >
        목록으로
      </Button>
      {notice.isError ? (
        <Alert severity="error" role="alert">
          {errorMessageOf(notice.error, messages.announcementNotFound)}
        </Alert>
      ) : notice.isPending ? (
        <Paper variant="outlined" sx={{ p: 3 }} aria-busy="true" aria-label="공지사항을 불러오는 중">
          <Skeleton variant="text" sx={{ fontSize: '1.5rem', width: '60%' }} />
          <Skeleton variant="text" />
          <Skeleton variant="text" />
        </Paper>
      ) : (
        <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {notice.data.pinned && <PinnedChip />}
              <Typography component="h1" variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {notice.data.title}
              </Typography>
            </Stack>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {formatSeoulDateTime(notice.data.createdAt)}
            </Typography>
          </Stack>
          <Divider sx={{ my: 2 }} />
          <AnnouncementBody body={notice.data.body} />
        </Paper>
      )}
    </Stack>
  );
}
