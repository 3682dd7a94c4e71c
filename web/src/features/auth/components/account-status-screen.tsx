import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User, UserStatus } from '@settle/contract/users';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { useSignOut } from '../hooks/use-sign-out';

const SCREENS: Record<Exclude<UserStatus, 'active'>, { title: string; body: string[] }> = {
  pending: {
    title: '관리자 승인 대기 중입니다',
    body: [
      '가입 신청이 접수되었습니다. 운영자가 회원 정보를 확인한 뒤 계정을 승인합니다.',
      '승인이 끝나면 다시 로그인했을 때 자산 조회와 거래 등록을 이용할 수 있습니다.',
    ],
  },
  deactivated: {
    title: '비활성화된 계정입니다',
    body: ['이 계정은 현재 서비스를 이용할 수 없습니다. 자세한 내용은 관리자에게 문의해 주세요.'],
  },
  rejected: {
    title: '가입 신청이 반려되었습니다.',
    body: [
      '아래 사유를 확인해 주세요. 가입 정보를 고치거나 다시 심사받으려면 운영자에게 문의해 주세요.',
      '운영자가 확인한 뒤 계정을 승인하면 다시 로그인했을 때 서비스를 이용할 수 있습니다.',
    ],
  },
};

/** What a member who may not use the service yet (or any more) sees instead of the pages. */
export function AccountStatusScreen({
  status,
  rejection,
}: {
  status: Exclude<UserStatus, 'active'>;
  /** The operator's reason of a rejected sign-up (GET /users/me, issue 16). */
  rejection?: User['rejection'];
}) {
  const { signOut, pending } = useSignOut();
  const screen = SCREENS[status];
  return (
    <Card variant="outlined" sx={{ maxWidth: 560, mx: 'auto' }} data-testid={`account-status-${status}`}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack spacing={2}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {screen.title}
          </Typography>
          {status === 'rejected' && rejection && (
            <Alert severity="error" role="note" data-testid="rejection-reason">
              {/* The reason may run over several lines as the operator typed it. */}
              <Typography sx={{ whiteSpace: 'pre-line' }}>사유: {rejection.reason}</Typography>
              <Typography variant="body2" color="text.secondary">
                반려일: {formatSeoulDateTime(rejection.at)}
              </Typography>
            </Alert>
          )}
          {screen.body.map((line) => (
            <Typography key={line} color="text.secondary">
              {line}
            </Typography>
          ))}
          <div>
            <Button variant="contained" onClick={() => void signOut()} loading={pending}>
              로그아웃
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
