import type { InviteCode } from '@settle/contract/invites';
import { messages } from '@settle/contract/messages';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api-error';
import { useDeleteInviteCode } from '../api/delete-invite-code';
import { useInviteCodes } from '../api/list-invite-codes';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CreateInviteDialog } from '../components/create-invite-dialog';
import { FeedbackSnackbar, useFeedback } from '../../../components/feedback-snackbar';
import { canRevoke, inviteStateLabels, inviteStateOf } from '../lib/invite-form';
import { formatSeoulDate, formatSeoulDateTime } from '../../../lib/seoul-time';
import { QueryErrorAlert } from '../../../components/query-error-alert';

const COLUMNS = 7;
const stateColors = { available: 'success', expired: 'default', exhausted: 'default' } as const;

/**
 * The invite codes (PRODUCT.md lifecycle 1): list newest first, create, copy, and revoke an
 * unused one. Shown as the '초대 코드' tab of /admin/user (app/admin-users-route.tsx).
 */
export function InviteCodesPage() {
  const list = useInviteCodes();
  const remove = useDeleteInviteCode();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<InviteCode | null>(null);
  const { feedback, show, close } = useFeedback();
  // 만료 is judged at the time the list was fetched (render stays pure; refetches move it on).
  const now = list.dataUpdatedAt;

  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      show('복사되었습니다.');
    } catch {
      // No clipboard outside a secure context or without permission.
      show('복사하지 못했습니다. 코드를 직접 선택해 복사해 주세요.', 'error');
    }
  }

  async function revoke(invite: InviteCode) {
    try {
      await remove.mutateAsync(invite.id);
      show(`초대 코드 ${invite.code}를 삭제했습니다.`);
    } catch (caught) {
      show(errorMessageOf(caught, messages.internal), 'error');
    }
    setRevoking(null);
  }

  const items = list.data ?? [];

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          가입에 필요한 초대 코드를 만들고 관리합니다. 사용되지 않은 코드만 삭제할 수 있습니다.
        </Typography>
        <Button variant="contained" onClick={() => setCreating(true)} sx={{ flexShrink: 0 }}>
          초대 코드 생성
        </Button>
      </Stack>

      <QueryErrorAlert query={list} />

      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label="초대 코드 목록">
            <TableHead>
              <TableRow>
                <TableCell>코드</TableCell>
                <TableCell>상태</TableCell>
                <TableCell align="right">사용/최대</TableCell>
                <TableCell>만료일</TableCell>
                <TableCell>메모</TableCell>
                <TableCell>생성일</TableCell>
                <TableCell align="right">관리</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.isPending ? (
                [0, 1, 2].map((row) => (
                  <TableRow key={row}>
                    <TableCell colSpan={COLUMNS}>
                      <Skeleton variant="text" />
                    </TableCell>
                  </TableRow>
                ))
              ) : items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={COLUMNS} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                    초대 코드가 없습니다.
                  </TableCell>
                </TableRow>
              ) : (
                items.map((invite) => {
                  const state = inviteStateOf(invite, now);
                  return (
                    <TableRow key={invite.id} hover data-testid="invite-row">
                      <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.95rem', whiteSpace: 'nowrap' }}>
                        {invite.code}
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          variant="outlined"
                          label={inviteStateLabels[state]}
                          color={stateColors[state]}
                        />
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {invite.used}/{invite.maxUses}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {invite.expiresAt === null ? '없음' : formatSeoulDateTime(invite.expiresAt)}
                      </TableCell>
                      <TableCell sx={{ maxWidth: 240, overflowWrap: 'anywhere' }}>
                        {invite.memo || '-'}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatSeoulDate(invite.createdAt)}</TableCell>
                      <TableCell align="right">
                        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                          <Button
                            size="small"
                            onClick={() => void copy(invite.code)}
                            aria-label={`${invite.code} 복사`}
                          >
                            복사
                          </Button>
                          {canRevoke(invite) && (
                            <Button
                              size="small"
                              color="error"
                              onClick={() => setRevoking(invite)}
                              disabled={remove.isPending}
                            >
                              삭제
                            </Button>
                          )}
                        </Stack>
                      </TableCell>
                    </TableRow>
                  );
                })
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>

      {creating && (
        <CreateInviteDialog
          onClose={() => setCreating(false)}
          onCreated={(invite) => {
            setCreating(false);
            show(`초대 코드 ${invite.code}가 생성되었습니다.`);
          }}
        />
      )}
      <ConfirmDialog
        open={revoking !== null}
        title="초대 코드 삭제"
        confirmLabel="삭제"
        pending={remove.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) void revoke(revoking);
        }}
      >
        초대 코드 {revoking?.code}를 삭제하시겠습니까? 삭제한 코드로는 가입할 수 없습니다.
      </ConfirmDialog>
      <FeedbackSnackbar feedback={feedback} onClose={close} />
    </Stack>
  );
}
