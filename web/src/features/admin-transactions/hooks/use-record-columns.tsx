import { ledgerEntryTypeLabels, type ProcessingRecord } from '@settle/contract/ledger';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconPencil } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import type { GridColumn } from '../../../components/admin-data-grid';
import { MemberLink } from '../../../components/member-link';
import { SignedAssets } from '../../../components/money/signed-assets';
import { useAssetFormat } from '../../../lib/asset-format';
import { krwText } from '../../../lib/money-display';
import { formatSeoulDateTime } from '../../../lib/seoul-time';

/** A reversed entry reads as struck off: its figures in the disabled colour. */
const dimmed = (record: ProcessingRecord, node: ReactNode) =>
  record.reversedBy !== null ? <Box sx={{ color: 'text.disabled' }}>{node}</Box> : node;

function StatusChip({ record }: { record: ProcessingRecord }) {
  if (record.reversedBy !== null) return <Chip size="small" label="취소됨" variant="outlined" />;
  if (record.reversalOf !== null)
    return <Chip size="small" label="취소 내역" color="warning" variant="outlined" />;
  return <Chip size="small" label="정상" color="success" variant="outlined" />;
}

function Memo({ record, onEdit }: { record: ProcessingRecord; onEdit?: (record: ProcessingRecord) => void }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', width: '100%' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {record.memo || '-'}
        {record.settlement && (
          <Typography variant="caption" color="text.secondary" component="div">
            지급 {krwText(record.settlement.net)} · {record.settlement.bank} {record.settlement.account}
          </Typography>
        )}
      </Box>
      {onEdit && (
        <IconButton size="small" aria-label="메모 수정" onClick={() => onEdit(record)}>
          <IconPencil size={16} />
        </IconButton>
      )}
    </Stack>
  );
}

/**
 * The ledger's columns, shared by 처리 내역 (every member, memos editable) and a member's
 * 회원 상세 panels (read-only, no member column).
 */
export function useRecordColumns({
  withMember,
  onEditMemo,
}: {
  withMember: boolean;
  onEditMemo?: (record: ProcessingRecord) => void;
}): GridColumn<ProcessingRecord>[] {
  const asset = useAssetFormat();
  return useMemo(() => {
    const columns: (GridColumn<ProcessingRecord> | null)[] = [
      {
        field: 'createdAt',
        headerName: '일시',
        width: 160,
        render: (record) => dimmed(record, formatSeoulDateTime(record.createdAt)),
      },
      withMember
        ? {
            field: 'userName',
            headerName: '회원',
            minWidth: 110,
            oneLine: (record) => record.userName,
            render: (record) => <MemberLink userId={record.userId}>{record.userName}</MemberLink>,
          }
        : null,
      {
        field: 'type',
        headerName: '유형',
        width: 100,
        render: (record) => dimmed(record, ledgerEntryTypeLabels[record.type]),
      },
      {
        field: 'amount',
        headerName: '금액',
        align: 'right',
        width: 150,
        render: (record) => <SignedAssets value={record.amount} unit={asset.unit} />,
      },
      {
        field: 'balanceAfter',
        headerName: '잔액',
        align: 'right',
        width: 150,
        wideOnly: true,
        render: (record) => dimmed(record, asset.assets(record.balanceAfter)),
      },
      {
        field: 'memo',
        headerName: '메모',
        minWidth: 180,
        render: (record) => <Memo record={record} {...(onEditMemo ? { onEdit: onEditMemo } : {})} />,
      },
      { field: 'status', headerName: '상태', width: 110, render: (record) => <StatusChip record={record} /> },
    ];
    return columns.filter((column) => column !== null);
  }, [asset, withMember, onEditMemo]);
}
