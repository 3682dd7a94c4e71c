import type { InviteCode } from '@settle/contract/invites';
import { messages } from '@settle/contract/messages';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
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
import { AdminDataGrid, type GridColumn } from '../../../components/admin-data-grid';

const stateColors = { available: 'success', expired: 'default', exhausted: 'default' } as const;

/** The columns; 만료 is judged at `now`, the time the page was fetched (render stays pure). */
function inviteColumns(now: number): GridColumn<InviteCode>[] {
  return [
    {
      field: 'code',
      headerName: '코드',
      width: 120,
      render: (invite) => (
        <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.95rem', whiteSpace: 'nowrap' }}>
          {invite.code}
        </Box>
      ),
    },
    {
      field: 'state',
      headerName: '상태',
      width: 100,
      render: (invite) => {
        const state = inviteStateOf(invite, now);
        return (
          <Chip size="small" variant="outlined" label={inviteStateLabels[state]} color={stateColors[state]} />
        );
      },
    },
    {
      field: 'used',
      headerName: '사용/최대',
      align: 'right',
      width: 100,
      render: (invite) => `${invite.used}/${invite.maxUses}`,
    },
    {
      field: 'expiresAt',
      headerName: '만료일',
      width: 160,
      render: (invite) => (invite.expiresAt === null ? '없음' : formatSeoulDateTime(invite.expiresAt)),
    },
    { field: 'memo', headerName: '메모', minWidth: 140, render: (invite) => invite.memo || '-' },
    {
      field: 'createdAt',
      headerName: '생성일',
      width: 110,
      render: (invite) => formatSeoulDate(invite.createdAt),
    },
  ];
}

/**
 * The invite codes (PRODUCT.md lifecycle 1): list newest first, create, copy, and revoke an
 * unused one. Shown as the '초대 코드' tab of /admin/user (app/admin-users-route.tsx).
 */
export function InviteCodesPage() {
  const { query: list, paging } = useInviteCodes();
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

      <AdminDataGrid
        id="admin-invites"
        label="초대 코드 목록"
        columns={inviteColumns(now)}
        query={list}
        paging={paging}
        rowKey={(invite) => invite.id}
        empty="초대 코드가 없습니다."
        rowTestId="invite-row"
        actionsWidth={140}
        actions={(invite) => (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button size="small" onClick={() => void copy(invite.code)} aria-label={`${invite.code} 복사`}>
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
        )}
      />

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
