import { messages } from '@settle/contract/messages';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuthState } from '../../../lib/auth-state';
import { errorMessageOf } from '../../../lib/api-error';
import { isNoProfileError, useMe } from '../../../lib/me';
import { ProfileForm } from '../components/profile-form';

/** /setting/id: the member's own profile (spec §2, §5). */
export function IdSettingPage() {
  const { status: authStatus, user: authUser } = useAuthState();
  const me = useMe();

  let content;
  if (authStatus === 'loading' || me.isPending) {
    content = (
      <Stack spacing={2} aria-busy="true" aria-label="정보를 불러오는 중">
        {[0, 1, 2, 3, 4].map((key) => (
          <Skeleton key={key} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  } else if (!authUser) {
    content = <ErrorAlert message={messages.loginRequired} />;
  } else if (me.isError) {
    content = (
      <ErrorAlert
        message={
          isNoProfileError(me.error) ? messages.noUserData : errorMessageOf(me.error, messages.userInfoFailed)
        }
      />
    );
  } else if (!me.data.id) {
    content = <ErrorAlert message={messages.noUserData} />;
  } else {
    content = <ProfileForm key={me.data.id} user={me.data} />;
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        내 정보
      </Typography>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>{content}</CardContent>
      </Card>
    </Stack>
  );
}

function ErrorAlert({ message }: { message: string }) {
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}
