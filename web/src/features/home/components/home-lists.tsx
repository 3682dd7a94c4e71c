import type { MemberDashboard } from '@settle/contract/dashboard';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { LatestAnnouncements } from './latest-announcements';
import { RecentRecords } from './recent-records';
import { RecentTransactions } from './recent-transactions';
import { UnreadMessages } from './unread-messages';
import { UpcomingSchedules } from './upcoming-schedules';

/** How many of the latest transactions and ledger entries the home lists (the API sends 5). */
const RECENT_ROWS = 3;

/**
 * Everything below the balance card, as compact lists in one panel (a divider between parts, not
 * five cards): its own lazy chunk (home-page.tsx), so the
 * first visit to / downloads the card and the action first and these rows while it paints.
 */
export function HomeLists({ data }: { data: MemberDashboard }) {
  return (
    <Paper
      variant="outlined"
      component={Stack}
      divider={<Divider flexItem />}
      sx={{ minWidth: 0, overflow: 'hidden' }}
    >
      <UnreadMessages count={data.unreadMessages.count} latest={data.unreadMessages.latest} />
      <RecentTransactions
        transactions={data.recentTransactions.slice(0, RECENT_ROWS)}
        unit={data.assetUnit}
      />
      <UpcomingSchedules schedules={data.upcomingSchedules} />
      <LatestAnnouncements announcements={data.latestAnnouncements} />
      <RecentRecords records={data.recentRecords.slice(0, RECENT_ROWS)} unit={data.assetUnit} />
    </Paper>
  );
}
