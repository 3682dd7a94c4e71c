import type { AdminUser } from '@settle/contract/admin-users';
import {
  ledgerEntryTypeLabels,
  ledgerEntryTypes,
  reverseRecordsSchema,
  type ProcessingRecord,
  type ReverseRecordsInput,
} from '@settle/contract/ledger';
import { messages } from '@settle/contract/messages';
import { parseKorean } from '@settle/contract/validation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconAdjustments, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminTablePagination } from '../../../components/admin-table-pagination';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { ShowFeedback } from '../../../components/feedback-snackbar';
import { MemberLink } from '../../../components/member-link';
import { MemberPicker } from '../../../components/member-picker';
import { SignedAssets } from '../../../components/money/signed-assets';
import { errorMessageOf } from '../../../lib/api-error';
import { APPROVAL_REQUESTED } from '../../../lib/approval-answer';
import { krwText } from '../../../lib/money-display';
import { formatSeoulDateTime, seoulDateOf } from '../../../lib/seoul-time';
import { retryOf } from '../../../lib/write-retry';
import { useCreateAdjustment } from '../api/create-adjustment';
import { useProcessingRecords } from '../api/list-processing-records';
import { useReverseProcessingRecords } from '../api/reverse-processing-records';
import {
  buildRecordExportQuery,
  buildRecordListQuery,
  type RecordTypeFilter,
} from '../lib/record-list-query';
import { exportProcessingRecords } from '../api/export-processing-records';
import { ExportMenu } from '../../../components/export-menu';
import { EditMemoDialog } from './edit-memo-dialog';
import { MemberAmountDialog } from './member-amount-dialog';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useAssetFormat } from '../../../lib/asset-format';

const COLUMNS = 8;
const nowrap = { whiteSpace: 'nowrap' } as const;

/** A reversal cannot be reversed and a reversed entry only once (the server checks too). */
const canReverse = (record: ProcessingRecord) => record.type !== 'reversal' && record.reversedBy === null;

/**
 * 처리 내역: the ledger of every member. 조정 writes a signed adjustment; 선택 취소 reverses the
 * chosen entries with compensating ones (each may be refused, with its reason); memos can be
 * corrected, amounts never.
 */
export function ProcessingRecordsPanel({ notify }: { notify: ShowFeedback }) {
  const [member, setMember] = useState<AdminUser | null>(null);
  const [type, setType] = useState<RecordTypeFilter>('all');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [reverseMemo, setReverseMemo] = useState('');
  const [adjusting, setAdjusting] = useState(false);
  const [editing, setEditing] = useState<ProcessingRecord | null>(null);
  const asset = useAssetFormat();

  const list = useProcessingRecords(
    buildRecordListQuery({ userId: member?.id ?? null, type, page, pageSize }),
  );
  const adjust = useCreateAdjustment();
  const reverse = useReverseProcessingRecords();

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  if (list.data && !list.isPlaceholderData && page > lastPage) setPage(lastPage);
  // Only rows on screen that can still be reversed count.
  const selectable = items.filter(canReverse);
  const chosen = selectable.filter((record) => selected.has(record.id));
  const allChosen = selectable.length > 0 && chosen.length === selectable.length;

  function resetPage() {
    setPage(0);
    setSelected(new Set());
  }

  function toggle(id: string) {
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  async function handleReverse() {
    const records = new Map(chosen.map((record) => [record.id, record]));
    const parsed = parseKorean(reverseRecordsSchema, { ids: [...records.keys()], memo: reverseMemo });
    if (!parsed.success) {
      notify(parsed.message, 'error');
      setConfirming(false);
      return;
    }
    await sendReverse(parsed.data, records);
    setConfirming(false);
  }

  async function sendReverse(input: ReverseRecordsInput, records: Map<string, ProcessingRecord>) {
    try {
      // Four eyes: a request; the results per entry are on it once another admin approves.
      await reverse.mutateAsync(input);
      notify(APPROVAL_REQUESTED);
      setSelected(new Set());
      setReverseMemo('');
    } catch (caught) {
      // Offline or a lost answer: 다시 시도 sends the same ids and memo (same Idempotency-Key).
      notify(
        errorMessageOf(caught, messages.internal),
        'error',
        retryOf(caught, () => void sendReverse(input, records)),
      );
    }
  }

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <Box sx={{ width: { xs: '100%', md: 280 } }}>
          <MemberPicker
            size="small"
            label="회원 선택"
            value={member}
            onChange={(next) => {
              setMember(next);
              resetPage();
            }}
          />
        </Box>
        <TextField
          select
          size="small"
          label="유형"
          value={type}
          onChange={(event) => {
            setType(event.target.value as RecordTypeFilter);
            resetPage();
          }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="all">전체</MenuItem>
          {ledgerEntryTypes.map((value) => (
            <MenuItem key={value} value={value}>
              {ledgerEntryTypeLabels[value]}
            </MenuItem>
          ))}
        </TextField>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', flexGrow: 1 }}
        >
          <ExportMenu
            title="처리 내역 다운로드"
            description="지금 회원·유형 조건에 맞는 처리 내역 전체를 내려받습니다."
            onExport={async (format, reason) => {
              const name = await exportProcessingRecords(
                buildRecordExportQuery({ userId: member?.id ?? null, type }, format, reason),
                `처리기록_${seoulDateOf(new Date())}.${format}`,
              );
              notify(`${name} 파일을 내려받았습니다.`);
            }}
          />
          <Button
            variant="outlined"
            color="error"
            disabled={chosen.length === 0 || reverse.isPending}
            onClick={() => setConfirming(true)}
          >
            선택 취소{chosen.length > 0 ? ` (${chosen.length})` : ''}
          </Button>
          <Button
            variant="contained"
            startIcon={<IconAdjustments size={18} />}
            onClick={() => setAdjusting(true)}
          >
            조정
          </Button>
        </Stack>
      </Stack>

      <QueryErrorAlert query={list} />

      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label="처리 내역">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allChosen}
                    indeterminate={chosen.length > 0 && !allChosen}
                    disabled={selectable.length === 0 || reverse.isPending}
                    onChange={() =>
                      setSelected(new Set(allChosen ? [] : selectable.map((record) => record.id)))
                    }
                    slotProps={{ input: { 'aria-label': '전체 선택' } }}
                  />
                </TableCell>
                <TableCell sx={nowrap}>일시</TableCell>
                <TableCell sx={nowrap}>회원</TableCell>
                <TableCell sx={nowrap}>유형</TableCell>
                <TableCell align="right" sx={nowrap}>
                  금액
                </TableCell>
                <TableCell align="right" sx={nowrap}>
                  잔액
                </TableCell>
                <TableCell>메모</TableCell>
                <TableCell sx={nowrap}>상태</TableCell>
              </TableRow>
            </TableHead>
            <TableBody sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
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
                    {member !== null || type !== 'all'
                      ? '조건에 맞는 처리 내역이 없습니다.'
                      : '처리 내역이 없습니다.'}
                  </TableCell>
                </TableRow>
              ) : (
                items.map((record) => (
                  <TableRow
                    key={record.id}
                    hover
                    selected={selected.has(record.id)}
                    data-testid="record-row"
                    sx={record.reversedBy !== null ? { '& td': { color: 'text.disabled' } } : undefined}
                  >
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.has(record.id) && canReverse(record)}
                        disabled={!canReverse(record) || reverse.isPending}
                        onChange={() => toggle(record.id)}
                        slotProps={{
                          input: {
                            'aria-label': `${record.userName} ${formatSeoulDateTime(record.createdAt)} 선택`,
                          },
                        }}
                      />
                    </TableCell>
                    <TableCell sx={nowrap}>{formatSeoulDateTime(record.createdAt)}</TableCell>
                    <TableCell sx={nowrap}>
                      <MemberLink userId={record.userId}>{record.userName}</MemberLink>
                    </TableCell>
                    <TableCell sx={nowrap}>{ledgerEntryTypeLabels[record.type]}</TableCell>
                    <TableCell align="right">
                      <SignedAssets value={record.amount} unit={asset.unit} />
                    </TableCell>
                    <TableCell align="right" sx={nowrap}>
                      {asset.assets(record.balanceAfter)}
                    </TableCell>
                    <TableCell sx={{ minWidth: 160 }}>
                      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                        <Box sx={{ flexGrow: 1, wordBreak: 'break-all' }}>
                          {record.memo || '-'}
                          {record.settlement && (
                            <Typography variant="caption" color="text.secondary" component="div">
                              지급 {krwText(record.settlement.net)} · {record.settlement.bank}{' '}
                              {record.settlement.account}
                            </Typography>
                          )}
                        </Box>
                        <IconButton size="small" aria-label="메모 수정" onClick={() => setEditing(record)}>
                          <IconPencil size={16} />
                        </IconButton>
                      </Stack>
                    </TableCell>
                    <TableCell sx={nowrap}>
                      {record.reversedBy !== null ? (
                        <Chip size="small" label="취소됨" variant="outlined" />
                      ) : record.reversalOf !== null ? (
                        <Chip size="small" label="취소 내역" color="warning" variant="outlined" />
                      ) : (
                        <Chip size="small" label="정상" color="success" variant="outlined" />
                      )}
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <AdminTablePagination
          total={total}
          page={Math.min(page, lastPage)}
          pageSize={pageSize}
          onPageChange={(next) => {
            setPage(next);
            setSelected(new Set());
          }}
          onPageSizeChange={(size) => {
            setPageSize(size);
            resetPage();
          }}
        />
      </Paper>

      <ConfirmDialog
        open={confirming}
        title="처리 내역 취소"
        confirmLabel="내역 취소"
        pending={reverse.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => void handleReverse()}
      >
        <Stack spacing={2}>
          <span>
            선택한 {chosen.length}건을 취소합니다. 각 내역마다 반대 금액의 취소 내역이 기록되고 회원의 자산이
            그만큼 바뀝니다. 잔액이 0보다 작아지는 내역은 취소되지 않습니다.
          </span>
          <TextField
            label="취소 사유 (선택)"
            value={reverseMemo}
            onChange={(event) => setReverseMemo(event.target.value)}
            disabled={reverse.isPending}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </Stack>
      </ConfirmDialog>

      {adjusting && (
        <MemberAmountDialog
          kind="adjustment"
          pending={adjust.isPending}
          onClose={() => setAdjusting(false)}
          onSubmit={async (body) => {
            const answer = await adjust.mutateAsync(body);
            setAdjusting(false);
            // Four eyes: usually a request another admin approves; below the threshold, done.
            if ('requested' in answer) notify(APPROVAL_REQUESTED);
            else
              notify(`${answer.done.userName}님의 자산을 ${asset.signed(answer.done.amount)} 조정했습니다.`);
          }}
        />
      )}
      {editing && (
        <EditMemoDialog
          key={editing.id}
          record={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            notify('메모를 수정했습니다.');
          }}
        />
      )}
    </Stack>
  );
}
