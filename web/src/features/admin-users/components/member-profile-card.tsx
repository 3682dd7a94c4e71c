import type { AdminUserDetail } from '@settle/contract/admin-users';
import { messages } from '@settle/contract/messages';
import { PAYOUT_HOLD_HOURS } from '@settle/contract/users';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { auth } from '../../../lib/firebase';
import type { ShowFeedback } from '../../../components/feedback-snackbar';
import { MemberLink } from '../../../components/member-link';
import { errorMessageOf } from '../../../lib/api-error';
import { krwText } from '../../../lib/money-display';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { useActivateAdminUser } from '../api/activate-admin-user';
import { useDeactivateAdminUser } from '../api/deactivate-admin-user';
import { useResetSecondFactor } from '../api/reset-second-factor';
import { isWithinHold } from '../lib/member-detail';
import { formatUserAssets, orNotRegistered, roleLabels } from '../lib/user-display';
import { EditUserDialog } from './edit-user-dialog';
import { UserStatusChip } from './user-status-chip';
import { useAssetUnit } from '../../../lib/asset-format';

/**
 * 회원 상세's head: profile, status, role, balance, the full payout account (admins only; the
 * read is in the access record), who else uses the same account, and 수정 / 활성화 / 비활성화.
 */
export function MemberProfileCard({ detail, notify }: { detail: AdminUserDetail; notify: ShowFeedback }) {
  const unit = useAssetUnit();
  const { user, sameAccountMembers } = detail;
  const [editing, setEditing] = useState(false);
  const [deactivating, setDeactivating] = useState(false);
  const activate = useActivateAdminUser();
  const deactivate = useDeactivateAdminUser();
  const resetFactor = useResetSecondFactor();
  const [resettingFactor, setResettingFactor] = useState(false);
  const busy = activate.isPending || deactivate.isPending || resetFactor.isPending;
  const held = isWithinHold(user.accountChangedAt, PAYOUT_HOLD_HOURS, new Date());

  async function handleActivate() {
    try {
      await activate.mutateAsync(user.id);
      notify(`${user.name}님을 활성화했습니다.`);
    } catch (caught) {
      notify(errorMessageOf(caught, messages.internal), 'error');
    }
  }

  async function handleDeactivate() {
    try {
      await deactivate.mutateAsync(user.id);
      notify(`${user.name}님을 비활성화했습니다.`);
    } catch (caught) {
      notify(errorMessageOf(caught, messages.internal), 'error');
    }
    setDeactivating(false);
  }

  async function handleResetFactor() {
    try {
      const reset = await resetFactor.mutateAsync(user.id);
      notify(
        reset.removedFactors > 0
          ? `${user.name}님의 2단계 인증을 초기화했습니다. 다음 로그인 때 새로 등록합니다.`
          : `${user.name}님은 등록된 2단계 인증이 없습니다. 열려 있던 로그인은 모두 종료했습니다.`,
      );
    } catch (caught) {
      notify(errorMessageOf(caught, messages.internal), 'error');
    }
    setResettingFactor(false);
  }

  const fields: [string, ReactNode][] = [
    ['이메일', user.email],
    ['휴대폰 번호', user.phone || '-'],
    ['역할', roleLabels[user.role]],
    ['보유 자산', formatUserAssets(user.assets, unit)],
    ['누적 정산액', krwText(user.totalSettlement)],
    ['은행', orNotRegistered(user.bank)],
    ['계좌번호', <span data-testid="member-account-number">{orNotRegistered(user.accountNumber)}</span>],
    ['계좌 변경', user.accountChangedAt ? formatSeoulDateTime(user.accountChangedAt) : '-'],
    ['가입일', formatSeoulDateTime(user.createdAt)],
    ['승인일', user.activatedAt ? formatSeoulDateTime(user.activatedAt) : '-'],
    ['비활성화일', user.deactivatedAt ? formatSeoulDateTime(user.deactivatedAt) : '-'],
    // Kept after a later activation: the refusal stays part of the member's history.
    [
      '가입 반려',
      user.rejected ? (
        <span data-testid="member-rejection" style={{ whiteSpace: 'pre-line' }}>
          {formatSeoulDateTime(user.rejected.at)} · {user.rejected.by.email || user.rejected.by.uid}
          {'\n'}사유: {user.rejected.reason}
        </span>
      ) : (
        '-'
      ),
    ],
    ['알림 수신', user.isNotificationEnabled ? '받음' : '받지 않음'],
    ['회원 ID', user.id],
  ];

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {user.name}
            </Typography>
            <UserStatusChip status={user.status} />
            <Box sx={{ flexGrow: 1 }} />
            <Button size="small" onClick={() => setEditing(true)} disabled={busy}>
              수정
            </Button>
            {user.status !== 'active' && (
              <Button size="small" color="success" onClick={() => void handleActivate()} disabled={busy}>
                활성화
              </Button>
            )}
            {/* Admins sign in with a second factor (issue 16); a lost one is reset by another admin. */}
            {user.role === 'admin' && user.id !== auth.currentUser?.uid && (
              <Button size="small" color="warning" onClick={() => setResettingFactor(true)} disabled={busy}>
                2단계 인증 초기화
              </Button>
            )}
            {/* Never one's own account: the API refuses it (본인 계정은 비활성화할 수 없습니다). */}
            {user.status !== 'deactivated' && user.id !== auth.currentUser?.uid && (
              <Button size="small" color="error" onClick={() => setDeactivating(true)} disabled={busy}>
                비활성화
              </Button>
            )}
          </Stack>

          {held && (
            <Alert severity="warning" role="note">
              {PAYOUT_HOLD_HOURS}시간 안에 정산 계좌가 변경되었습니다. 지금 준비하는 정산에서는 이 회원의
              지급이 보류됩니다.
            </Alert>
          )}
          {sameAccountMembers.length > 0 && (
            <Alert severity="warning" role="note" data-testid="same-account-members">
              같은 계좌를 등록한 다른 회원이 있습니다:{' '}
              {sameAccountMembers.map((member, index) => (
                <span key={member.id}>
                  {index > 0 && ', '}
                  <MemberLink userId={member.id}>
                    {member.name} ({member.email})
                  </MemberLink>
                </span>
              ))}
            </Alert>
          )}

          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: {
                xs: 'max-content minmax(0, 1fr)',
                md: 'repeat(2, max-content minmax(0, 1fr))',
              },
              columnGap: 2,
              rowGap: 1,
            }}
          >
            {fields.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography
                  component="dt"
                  variant="body2"
                  color="text.secondary"
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Stack>
      </CardContent>
      {editing && (
        <EditUserDialog
          key={user.id}
          user={user}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            notify(`${saved.name}님의 정보를 수정했습니다.`);
          }}
        />
      )}
      <ConfirmDialog
        open={deactivating}
        title="회원 비활성화"
        confirmLabel="비활성화"
        pending={deactivate.isPending}
        onClose={() => setDeactivating(false)}
        onConfirm={() => void handleDeactivate()}
      >
        {user.name}님({user.email})을 비활성화하시겠습니까? 계정이 정지되며 회원 정보와 자산 내역은 그대로
        보관됩니다. 다시 활성화할 수 있습니다.
      </ConfirmDialog>
      <ConfirmDialog
        open={resettingFactor}
        title="2단계 인증 초기화"
        confirmLabel="초기화"
        pending={resetFactor.isPending}
        onClose={() => setResettingFactor(false)}
        onConfirm={() => void handleResetFactor()}
      >
        {user.name}님({user.email})의 2단계 인증 수단을 모두 삭제하고 열려 있는 로그인을 종료하시겠습니까?
        휴대폰이나 인증 앱을 잃어버린 경우에만 초기화해 주세요. 본인 확인 후 진행하고, 이 작업은 접속 기록에
        남습니다.
      </ConfirmDialog>
    </Card>
  );
}
