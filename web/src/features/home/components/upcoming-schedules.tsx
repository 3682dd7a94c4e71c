import { SCHEDULE_TYPE_LABELS, type ScheduleType, type UpcomingSchedule } from '@settle/contract/schedules';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { scheduleWhen } from '../lib/schedule-when';
import { RecentSection } from './recent-section';

const typeColor: Record<ScheduleType, 'primary' | 'info' | 'default'> = {
  settlement: 'primary',
  notice: 'info',
  other: 'default',
};

/** 다가오는 일정: schedules not yet over and starting within 30 days, soonest first (at most 5). */
export function UpcomingSchedules({ schedules }: { schedules: readonly UpcomingSchedule[] }) {
  return (
    <RecentSection title="다가오는 일정" empty="예정된 일정이 없습니다." isEmpty={schedules.length === 0}>
      <List dense disablePadding>
        {schedules.map((schedule) => (
          <ListItem key={schedule.id} divider sx={{ gap: 1.5, alignItems: 'flex-start', py: 1.25 }}>
            <Chip
              label={SCHEDULE_TYPE_LABELS[schedule.type]}
              size="small"
              color={typeColor[schedule.type]}
              variant="outlined"
              sx={{ flexShrink: 0, mt: 0.25 }}
            />
            <ListItemText
              sx={{ my: 0 }}
              primary={schedule.title}
              secondary={scheduleWhen(schedule)}
              slotProps={{
                primary: { variant: 'body2', sx: { fontWeight: 600, overflowWrap: 'anywhere' } },
                secondary: { sx: { fontVariantNumeric: 'tabular-nums' } },
              }}
            />
          </ListItem>
        ))}
      </List>
    </RecentSection>
  );
}
