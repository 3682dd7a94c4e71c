import type { AdminUser } from '@settle/contract/admin-users';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { MemberPicker } from '../../../components/member-picker';
import type { DatePreset, DateRange } from '../lib/date-range';
import { DateRangeFilter } from './date-range-filter';

export interface TransactionFilterBarProps {
  member: AdminUser | null;
  onMemberChange: (member: AdminUser | null) => void;
  range: DateRange;
  preset: DatePreset | null;
  onRangeChange: (range: DateRange, preset: DatePreset | null) => void;
  onExport: () => void;
  exporting: boolean;
  /** More buttons beside CSV 내보내기 (거래 등록). */
  actions?: ReactNode;
}

/** Member and date filters and the CSV export, shared by the pending and processed lists. */
export function TransactionFilterBar({
  member,
  onMemberChange,
  range,
  preset,
  onRangeChange,
  onExport,
  exporting,
  actions,
}: TransactionFilterBarProps) {
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <Stack sx={{ width: { xs: '100%', md: 280 }, flexShrink: 0 }}>
          <MemberPicker size="small" label="회원 선택" value={member} onChange={onMemberChange} />
        </Stack>
        <DateRangeFilter range={range} preset={preset} onChange={onRangeChange} />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          startIcon={<IconDownload size={18} />}
          onClick={onExport}
          disabled={exporting}
        >
          CSV 내보내기
        </Button>
        {actions}
      </Stack>
    </Stack>
  );
}
