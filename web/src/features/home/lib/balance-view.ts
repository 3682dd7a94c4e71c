import type { MemberDashboard } from '@settle/contract/dashboard';
import { messages } from '@settle/contract/messages';
import type { UpcomingSchedule } from '@settle/contract/schedules';
import { assetsText, expectedPayout, feeRateText, krwText, rateText } from '../../../lib/money-display';
import { formatCalendarDay, formatSeoulDateTime, seoulDateOf } from '../../../lib/seoul-time';

export interface BalanceView {
  /** '1,234.56 P' */
  assets: string;
  /** '1,666,208원', null while no rate is set */
  krw: string | null;
  /** '1 P = 1,350.25원', null while no rate is set */
  rate: string | null;
  /** The spec's message while no rate is set. */
  noRate: string | null;
  /** When the next settlement is ('2026.11.30'), null when none is scheduled. */
  nextSettlement: string | null;
  /** What it would pay at today's rates, or why it cannot be said. */
  payout:
    | { kind: 'amounts'; gross: string; fee: string; feeRate: string; net: string }
    | { kind: 'unknown'; message: string };
}

/** The day (all-day) or day and time a settlement schedule starts, in Asia/Seoul. */
export function settlementWhen(schedule: Pick<UpcomingSchedule, 'start' | 'allDay'>): string {
  const start = new Date(schedule.start);
  if (Number.isNaN(start.getTime())) return '-';
  return schedule.allDay ? formatCalendarDay(seoulDateOf(start)) : formatSeoulDateTime(schedule.start);
}

/**
 * The numbers of the home's balance card. The expected payout is the settlement's own rule on
 * integers (money-display expectedPayout → the contract's convertToKrw): gross = floor(assets ×
 * rate), fee = floor(gross × fee rate), net = gross − fee, so it matches what a settlement
 * prepared now would pay this member.
 */
export function balanceView(data: MemberDashboard): BalanceView {
  const unit = data.assetUnit;
  const payout = expectedPayout(data.assets, data.rate, data.feeRate);
  return {
    assets: assetsText(data.assets, unit),
    krw: data.assetsKrw === null ? null : krwText(data.assetsKrw),
    rate: data.rate === null ? null : `1\u00a0${unit} = ${rateText(data.rate)}`,
    noRate: data.rate === null ? messages.rateNotSet : null,
    nextSettlement: data.nextSettlement ? settlementWhen(data.nextSettlement) : null,
    payout:
      payout && data.feeRate !== null
        ? {
            kind: 'amounts',
            gross: krwText(payout.gross),
            // A deduction reads with its minus; a zero fee is just 0원, never '-0원'.
            fee: payout.fee > 0 ? `-${krwText(payout.fee)}` : krwText(payout.fee),
            feeRate: feeRateText(data.feeRate),
            net: krwText(payout.net),
          }
        : {
            kind: 'unknown',
            message: data.rate === null ? messages.rateNotSet : messages.feeRateNotSet,
          },
  };
}
