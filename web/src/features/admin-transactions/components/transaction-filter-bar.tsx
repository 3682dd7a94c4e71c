import type { AdminUser } from '@settle/contract/admin-users';
import type { ExportFormat } from '@settle/contract/export-reason';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { ExportMenu } from '../../../components/export-menu';
import { MemberPicker } from '../../../components/member-picker';
import type { DatePreset, DateRange } from '../../../lib/date-range';
import { DateRangeFilter } from '../../../components/date-range-filter';

export interface TransactionFilterBarProps {
  member: AdminUser | null;
  onMemberChange: (member: AdminUser | null) => void;
  range: DateRange;
  preset: DatePreset | null;
  onRangeChange: (range: DateRange, preset: DatePreset | null) => void;
  /** Downloads the file (CSV or Excel) with the 다운로드 사유 the operator gave; rejects when refused. */
  onExport: (format: ExportFormat, reason: string) => Promise<void>;
  /** More buttons beside 다운로드 (거래 등록). */
  actions?: ReactNode;
}

/**
 * Member and date filters and the export (CSV or Excel, after the 다운로드 사유 dialog), shared by the
 * pending and processed lists.
 */
export function TransactionFilterBar({
  member,
  onMemberChange,
  range,
  preset,
  onRangeChange,
  onExport,
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
        <ExportMenu
          title="거래 목록 다운로드"
          description="지금 조건에 맞는 거래 전체를 내려받습니다."
          onExport={onExport}
        />
        {actions}
      </Stack>
    </Stack>
  );
}
