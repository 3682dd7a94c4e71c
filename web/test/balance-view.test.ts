import type { MemberDashboard } from '@settle/contract/dashboard';
import { describe, expect, it } from 'vitest';
import { balanceView, settlementWhen } from '../src/features/home/lib/balance-view';

const base: MemberDashboard = {
  assets: 1234.56,
  assetsKrw: 1_666_964,
  rate: 1350.25,
  feeRate: 3.5,
  assetUnit: 'P',
  nextSettlement: {
    id: 's1',
    title: '11월 정산',
    description: '',
    // 2026-11-30 00:00 in Seoul.
    start: '2026-11-29T15:00:00.000Z',
    end: '2026-11-30T15:00:00.000Z',
    allDay: true,
    type: 'settlement',
  },
  totalSettlement: 0,
  pendingTransactions: 0,
  recentTransactions: [],
  recentRecords: [],
  latestAnnouncements: [],
  unreadMessages: { count: 0, latest: [] },
  upcomingSchedules: [],
};

describe("the home's balance card", () => {
  it("shows assets with the unit, KRW, the rate per unit, the next settlement and its payout at today's rates", () => {
    expect(balanceView(base)).toEqual({
      assets: '1,234.56\u00a0P',
      krw: '1,666,964원',
      rate: '1\u00a0P = 1,350.25원',
      noRate: null,
      nextSettlement: '2026.11.30',
      // gross floor(1,234.56 × 1,350.25) = 1,666,964; fee floor(3.5 %) = 58,343; net the rest.
      payout: {
        kind: 'amounts',
        gross: '1,666,964원',
        fee: '-58,343원',
        feeRate: '3.5%',
        net: '1,608,621원',
      },
    });
  });

  it("uses the operator's unit", () => {
    const view = balanceView({ ...base, assetUnit: 'pt' });
    expect(view.assets).toBe('1,234.56\u00a0pt');
    expect(view.rate).toBe('1\u00a0pt = 1,350.25원');
  });

  it('says calmly that no settlement is scheduled', () => {
    expect(balanceView({ ...base, nextSettlement: null }).nextSettlement).toBeNull();
  });

  it('keeps the spec message while no rate is set, and names a missing fee rate', () => {
    const noRate = balanceView({ ...base, rate: null, assetsKrw: null });
    expect(noRate).toMatchObject({
      krw: null,
      rate: null,
      noRate: '환율이 아직 설정되지 않았습니다.',
      payout: { kind: 'unknown', message: '환율이 아직 설정되지 않았습니다.' },
    });
    expect(balanceView({ ...base, feeRate: null }).payout).toEqual({
      kind: 'unknown',
      message: '정산 수수료율이 아직 설정되지 않았습니다.',
    });
  });

  it('dates a timed settlement with its Seoul time', () => {
    expect(settlementWhen({ start: '2026-11-30T01:30:00.000Z', allDay: false })).toBe('2026.11.30 10:30');
    expect(settlementWhen({ start: 'nonsense', allDay: true })).toBe('-');
  });
});
