import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { periodLabels, periods, periodText, type Period } from '../lib/period';
import type { UsePeriod } from '../lib/use-period';
import { DateRangeInputs } from './date-range-inputs';

export interface PeriodFilterProps {
  /** usePeriod() of the page: the selection lives in the URL. */
  period: UsePeriod;
  /** What is listed, for the group's accessible name: '거래 내역 기간'. */
  label: string;
}

/**
 * 1주일 · 1개월 · 3개월 · 직접 입력 as one segmented control the width of the list (one tap on a
 * phone), the days it means under it, and the two date inputs once 직접 입력 is chosen.
 */
export function PeriodFilter({ period, label }: PeriodFilterProps) {
  const { selection, choose, setRange } = period;
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={selection.period}
        aria-label={label}
        onChange={(_event, next: Period | null) => {
          if (next !== null) choose(next);
        }}
        sx={{ maxWidth: { sm: 420 } }}
      >
        {periods.map((value) => (
          <ToggleButton key={value} value={value} sx={{ whiteSpace: 'nowrap', px: 1 }}>
            {periodLabels[value]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {selection.period === 'custom' ? (
        <DateRangeInputs range={selection.range} onChange={setRange} />
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="period-text">
          {periodText(selection.range)}
        </Typography>
      )}
    </Stack>
  );
}
