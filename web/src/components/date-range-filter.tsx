import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DateRangeInputs } from './date-range-inputs';
import {
  datePresetLabels,
  datePresets,
  presetRange,
  type DatePreset,
  type DateRange,
} from '../lib/date-range';

export interface DateRangeFilterProps {
  range: DateRange;
  /** The preset the range came from; null for dates typed by hand. */
  preset: DatePreset | null;
  onChange: (range: DateRange, preset: DatePreset | null) => void;
  disabled?: boolean;
}

/** 전체 / 오늘 / 1주일 / 1개월 in Asia/Seoul, or any two days (both included). */
export function DateRangeFilter({ range, preset, onChange, disabled }: DateRangeFilterProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={preset}
        disabled={disabled}
        aria-label="기간"
        onChange={(_event, next: DatePreset | null) => {
          // Computed at the click, so 오늘 is the day the admin asked on.
          if (next !== null) onChange(presetRange(next, new Date()), next);
        }}
        sx={{ flexShrink: 0 }}
      >
        {datePresets.map((value) => (
          <ToggleButton key={value} value={value} sx={{ px: 1.5, whiteSpace: 'nowrap' }}>
            {datePresetLabels[value]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <DateRangeInputs range={range} onChange={(next) => onChange(next, null)} disabled={disabled} />
    </Stack>
  );
}
