import { accessActionLabels, accessActions } from '@settle/contract/access-log';
import type { AdminUser } from '@settle/contract/admin-users';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { MemberPicker } from '../../../components/member-picker';
import type { DatePreset, DateRange } from '../../../lib/date-range';
import type { ActionFilter } from '../lib/audit-query';

export interface AuditFilterBarProps {
  actor: AdminUser | null;
  onActorChange: (actor: AdminUser | null) => void;
  subject: AdminUser | null;
  onSubjectChange: (subject: AdminUser | null) => void;
  action: ActionFilter;
  onActionChange: (action: ActionFilter) => void;
  range: DateRange;
  preset: DatePreset | null;
  onRangeChange: (range: DateRange, preset: DatePreset | null) => void;
  onReset: () => void;
}

/** 처리자 (operator), 대상 회원, 작업 and a Seoul date range (전체 / 오늘 / 1주일 / 1개월 or any days). */
export function AuditFilterBar(props: AuditFilterBarProps) {
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Stack sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0 }}>
          <MemberPicker size="small" label="처리자" value={props.actor} onChange={props.onActorChange} />
        </Stack>
        <Stack sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0 }}>
          <MemberPicker
            size="small"
            label="대상 회원"
            value={props.subject}
            onChange={props.onSubjectChange}
          />
        </Stack>
        <TextField
          select
          size="small"
          label="작업"
          value={props.action}
          onChange={(event) => props.onActionChange(event.target.value as ActionFilter)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="all">전체</MenuItem>
          {accessActions.map((action) => (
            <MenuItem key={action} value={action}>
              {accessActionLabels[action]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'flex-start' }, justifyContent: 'space-between' }}
      >
        <DateRangeFilter range={props.range} preset={props.preset} onChange={props.onRangeChange} />
        <Button onClick={props.onReset} sx={{ alignSelf: { xs: 'flex-end', md: 'flex-start' } }}>
          조건 초기화
        </Button>
      </Stack>
    </Stack>
  );
}
