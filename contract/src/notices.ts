import { formatAssets, formatKrw } from './money.js';
import type { PushNotice } from './push.js';
import { seoulDateText, seoulDateTimeText } from './seoul-time.js';

/**
 * The Korean texts of system notifications (PRODUCT.md Lifecycle 8): each becomes an inbox
 * message and, for members with notifications on, a push over FCM. `url` is the app route a
 * click opens (web/src/app/router.tsx).
 */

/** An instant in Asia/Seoul: '2026.11.25 14:00' (or '2026.11.25'). */
export function seoulText(date: Date, dateOnly = false): string {
  return (dateOnly ? seoulDateText(date) : seoulDateTimeText(date)) ?? '';
}

/** A reminder's description is cut here: a push body is read at a glance. */
const REMINDER_DESCRIPTION_MAX = 200;

export const notices = {
  accountActivated: (): PushNotice => ({
    title: '계정 활성화',
    body: '계정이 활성화되었습니다. 이제 서비스를 이용할 수 있습니다.',
    url: '/',
  }),

  transactionProcessed: (amountMinor: number): PushNotice => ({
    title: '거래 처리 완료',
    body: `등록하신 거래가 처리되었습니다. 금액: ${formatAssets(amountMinor)}`,
    url: '/transaction',
  }),

  transactionRejected: (amountMinor: number, reason: string): PushNotice => ({
    title: '거래 반려',
    body: `등록하신 거래가 반려되었습니다. 금액: ${formatAssets(amountMinor)}, 사유: ${reason}`,
    url: '/transaction',
  }),

  /** One message per group of settled members, so the body names no amount. */
  settlementPaid: (): PushNotice => ({
    title: '정산금 지급',
    body: '정산금이 지급되었습니다. 정산 내역에서 확인해 주세요.',
    url: '/settlement',
  }),

  /** A schedule with notify on fell due (to every active member). */
  scheduleReminder: (schedule: {
    title: string;
    description: string;
    start: Date;
    allDay: boolean;
  }): PushNotice => {
    const when = schedule.allDay ? `${seoulText(schedule.start, true)} (종일)` : seoulText(schedule.start);
    const description = schedule.description.trim();
    const cut =
      description.length > REMINDER_DESCRIPTION_MAX
        ? `${description.slice(0, REMINDER_DESCRIPTION_MAX)}…`
        : description;
    return {
      title: schedule.title,
      body: cut === '' ? `일정 알림: ${when}` : `일정 알림: ${when}\n${cut}`,
      url: '/',
    };
  },

  /** To the admins: a settlement schedule prepared the batch; a person executes it. */
  settlementReady: (scheduleTitle: string, totals: { payableLines: number; netWon: number }): PushNotice => ({
    title: '정산 준비 완료',
    body:
      `일정 "${scheduleTitle}"에 따라 정산을 준비했습니다. ` +
      `지급 대상 ${totals.payableLines.toLocaleString('ko-KR')}명, 지급 예정 ${formatKrw(totals.netWon)}. ` +
      '정산 화면에서 확인 후 실행해 주세요.',
    url: '/admin/settlement',
  }),

  /** To every other admin: a money operation waits for their approval (four eyes). */
  approvalRequested: (what: string, requesterEmail: string): PushNotice => ({
    title: '승인 요청',
    body: `${requesterEmail} 님이 ${what} 승인을 요청했습니다. 24시간 안에 승인 요청 화면에서 확인해 주세요.`,
    url: '/admin/approvals',
  }),

  /** To the admins: the scheduled prepare was refused (no rate, a batch executing, …). */
  settlementPrepareFailed: (scheduleTitle: string, reason: string): PushNotice => ({
    title: '정산 준비 실패',
    body: `일정 "${scheduleTitle}"에 따른 정산을 준비하지 못했습니다. 사유: ${reason}`,
    url: '/admin/settlement',
  }),
};

/** The reason an admin reads when a scheduled prepare failed for an unexpected cause. */
export const UNEXPECTED_PREPARE_FAILURE =
  '예기치 못한 오류가 발생했습니다. 정산 화면에서 다시 준비해 주세요.';
