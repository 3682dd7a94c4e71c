import type { ScheduleType } from '@settle/contract/schedules';
import type { Theme } from '@mui/material/styles';

export interface ScheduleColors {
  background: string;
  text: string;
}

/**
 * How each schedule type is drawn: 정산 in the brand colour, 공지 in info blue, 기타 in neutral
 * grey. CSS variables of the theme, so light and dark themes and a customised primary apply
 * without re-rendering the calendar.
 */
export function scheduleColors(theme: Theme): Record<ScheduleType, ScheduleColors> {
  const { palette } = theme.vars ?? theme;
  return {
    settlement: { background: palette.primary.main, text: palette.primary.contrastText },
    notice: { background: palette.info.main, text: palette.info.contrastText },
    other: { background: palette.grey[600], text: palette.common.white },
  };
}
