import { z } from 'zod/mini';
import { announcementSchema } from './announcements.js';
import { processingRecordSchema } from './ledger.js';
import { inboxMessageSchema } from './push.js';
import { upcomingScheduleSchema } from './schedules.js';
import { settlementBatchSchema } from './settlement.js';
import { transactionSchema } from './transactions.js';

/** GET /main/dashboardData: what the member's home shows (PRODUCT.md Dashboards). */
export const memberDashboardSchema = z.object({
  assets: z.number(),
  /** floor(assets × rate), whole won; null while no rate is set. */
  assetsKrw: z.nullable(z.number().check(z.int())),
  rate: z.nullable(z.number()),
  /** The settlement fee rate (percent), for the expected payout; null while none is set. */
  feeRate: z.nullable(z.number()),
  /** The label shown after every asset amount (asset-unit.ts). */
  assetUnit: z.string(),
  /** The next schedule of type settlement that has not ended, soonest first; null when none. */
  nextSettlement: z.nullable(upcomingScheduleSchema),
  totalSettlement: z.number().check(z.int()),
  pendingTransactions: z.number().check(z.int()),
  recentTransactions: z.array(transactionSchema),
  recentRecords: z.array(processingRecordSchema),
  /** The 3 latest published announcements, pinned first (as /notice orders them). */
  latestAnnouncements: z.array(announcementSchema),
  /** Unread inbox messages: how many, and the 3 newest of them. */
  unreadMessages: z.object({ count: z.number().check(z.int()), latest: z.array(inboxMessageSchema) }),
  /** Schedules that have not ended, soonest first (at most 5, within the next 30 days). */
  upcomingSchedules: z.array(upcomingScheduleSchema),
});
export type MemberDashboard = z.infer<typeof memberDashboardSchema>;

/** GET /admin/main: the operators' overview. */
export const adminDashboardSchema = z.object({
  members: z.object({
    pending: z.number().check(z.int()),
    active: z.number().check(z.int()),
    deactivated: z.number().check(z.int()),
    /** Sign-ups an operator rejected (issue 16). */
    rejected: z.number().check(z.int()),
  }),
  pendingTransactions: z.object({ count: z.number().check(z.int()), amount: z.number() }),
  /**
   * Σ assets of active members and what they would be paid at today's rate: the sum of each
   * member's floor(assets × rate), as settlement pays them, not the floor of the sum.
   */
  assetsAwaitingSettlement: z.object({
    amount: z.number(),
    gross: z.nullable(z.number().check(z.int())),
  }),
  /** The label shown after every asset amount (asset-unit.ts). */
  assetUnit: z.string(),
  rate: z.nullable(z.number()),
  feeRate: z.nullable(z.number()),
  /** Processed transactions per day (Asia/Seoul), the last 14 days, oldest first. */
  processedByDay: z.array(
    z.object({ date: z.string(), count: z.number().check(z.int()), amount: z.number() }),
  ),
  recentSettlements: z.array(settlementBatchSchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
