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
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { IconAdjustments } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminDataGrid } from '../../../components/admin-data-grid';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { ShowFeedback } from '../../../components/feedback-snackbar';
import { MemberPicker } from '../../../components/member-picker';
import { errorMessageOf } from '../../../lib/api-error';
import { APPROVAL_REQUESTED } from '../../../lib/approval-answer';
import { seoulDateOf } from '../../../lib/seoul-time';
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
import { useListTotals } from '../hooks/use-list-totals';
import { useRecordColumns } from '../hooks/use-record-columns';
import { EditMemoDialog } from './edit-memo-dialog';
import { ListTotals } from './list-totals';
import { MemberAmountDialog } from './member-amount-dialog';
import { useAssetFormat } from '../../../lib/asset-format';

/** A reversal cannot be reversed and a reversed entry only once (the server checks too). */
const canReverse = (record: ProcessingRecord) => record.type !== 'reversal' && record.reversedBy === null;

/**
 * 처리 내역: the ledger of every member on the admin grid (cursor-paged by the API, with the
 * count and signed sum of the whole filtered ledger). 조정 writes a signed adjustment; 선택 취소
 * asks to reverse the entries chosen with the grid's checkboxes (compensating entries, each may
 * be refused with its reason); memos can be corrected, amounts never.
 */
export function ProcessingRecordsPanel({ notify }: { notify: ShowFeedback }) {
  const [member, setMember] = useState<AdminUser | null>(null);
  const [type, setType] = useState<RecordTypeFilter>('all');
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [reverseMemo, setReverseMemo] = useState('');
  const [adjusting, setAdjusting] = useState(false);
  const [editing, setEditing] = useState<ProcessingRecord | null>(null);
  const asset = useAssetFormat();
  const columns = useRecordColumns({ withMember: true, onEditMemo: setEditing });

  const filters = buildRecordListQuery({ userId: member?.id ?? null, type });
  const { query: list, paging } = useProcessingRecords(filters);
  const totals = useListTotals(filters, list);
  const adjust = useCreateAdjustment();
  const reverse = useReverseProcessingRecords();

  // Only rows on screen that can still be reversed count: another page or filter drops the rest.
  const chosen = (list.data?.items ?? []).filter(
    (record) => canReverse(record) && selected.includes(record.id),
  );

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
      setSelected([]);
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
              setSelected([]);
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
            setSelected([]);
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

      <AdminDataGrid
        id="admin-processing-records"
        label="처리 내역"
        columns={columns}
        query={list}
        paging={paging}
        rowKey={(record) => record.id}
        empty={
          member !== null || type !== 'all' ? '조건에 맞는 처리 내역이 없습니다.' : '처리 내역이 없습니다.'
        }
        rowTestId="record-row"
        selection={{ ids: chosen.map((record) => record.id), onChange: setSelected, selectable: canReverse }}
        totals={totals && <ListTotals count={totals.count} figures={[asset.signed(totals.amount)]} />}
      />

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
