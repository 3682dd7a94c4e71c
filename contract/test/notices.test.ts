import { describe, expect, it } from 'vitest';
import { notices, seoulText } from '../src/notices.js';

describe('system notice texts', () => {
  it('shows instants in Asia/Seoul whatever the machine zone', () => {
    expect(seoulText(new Date('2026-11-25T05:00:00Z'))).toBe('2026.11.25 14:00');
    expect(seoulText(new Date('2026-11-24T15:30:00Z'))).toBe('2026.11.25 00:30');
    expect(seoulText(new Date('2026-11-24T15:00:00Z'), true)).toBe('2026.11.25');
  });

  it('a reminder names the start (or the day of an all-day one) and a cut description', () => {
    const start = new Date('2026-11-25T05:00:00Z');
    expect(notices.scheduleReminder({ title: '정산일', description: ' ', start, allDay: false })).toEqual({
      title: '정산일',
      body: '일정 알림: 2026.11.25 14:00',
      url: '/',
    });
    const allDay = notices.scheduleReminder({
      title: '정산일',
      description: '가'.repeat(300),
      start: new Date('2026-11-24T15:00:00Z'),
      allDay: true,
    });
    expect(allDay.body).toBe(`일정 알림: 2026.11.25 (종일)\n${'가'.repeat(200)}…`);
  });

  it('money in notices is formatted the way the screens show it', () => {
    expect(notices.transactionProcessed(123_456).body).toBe('등록하신 거래가 처리되었습니다. 금액: 1,234.56');
    expect(notices.settlementReady('11월 정산', { payableLines: 1234, netWon: 1_234_568 }).body).toBe(
      '일정 "11월 정산"에 따라 정산을 준비했습니다. 지급 대상 1,234명, 지급 예정 1,234,568원. 정산 화면에서 확인 후 실행해 주세요.',
    );
  });
});
