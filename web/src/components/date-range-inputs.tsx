import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { dateRangeError, type DateRange } from '../lib/date-range';

export interface DateRangeInputsProps {
  range: DateRange;
  onChange: (range: DateRange) => void;
  disabled?: boolean;
}

/** 시작일 and 종료일 side by side (both included); the order error under the first. */
export function DateRangeInputs({ range, onChange, disabled }: DateRangeInputsProps) {
  const error = dateRangeError(range);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        type="date"
        size="small"
        label="시작일"
        value={range.from}
        onChange={(event) => onChange({ ...range, from: event.target.value })}
        error={error !== null}
        helperText={error ?? undefined}
        disabled={disabled}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.to || undefined } }}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <TextField
        type="date"
        size="small"
        label="종료일"
        value={range.to}
        onChange={(event) => onChange({ ...range, to: event.target.value })}
        error={error !== null}
        disabled={disabled}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.from || undefined } }}
        sx={{ flex: 1, minWidth: 0 }}
      />
    </Stack>
  );
}
