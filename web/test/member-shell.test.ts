import {
  ledgerEntryTypeLabels,
  ledgerEntryTypes,
  memberLedgerEntryTypeLabels,
} from '@settle/contract/ledger';
import { describe, expect, it } from 'vitest';
import { avatarInitial } from '../src/components/shell/avatar-initial';
import { activeTabOf, BOTTOM_TABS } from '../src/components/shell/bottom-tabs';
import { notificationTabLabel } from '../src/components/shell/bottom-tab-bar';

describe('the account avatar’s initial', () => {
  it('is the first syllable of a Korean name (the family name)', () => {
    expect(avatarInitial('김가맹')).toBe('김');
    expect(avatarInitial('  남궁민 ')).toBe('남');
  });

  it('composes a name typed as decomposed jamo before taking its first syllable', () => {
    expect(avatarInitial('김가맹'.normalize('NFD'))).toBe('김');
  });

  it('is the first letter, upper-cased, of a Latin name', () => {
    expect(avatarInitial('jane doe')).toBe('J');
    expect(avatarInitial('Émile')).toBe('É');
  });

  it('is nothing (the avatar shows an icon) without a name', () => {
    expect(avatarInitial(null)).toBeNull();
    expect(avatarInitial(undefined)).toBeNull();
    expect(avatarInitial('   ')).toBeNull();
  });

  it('never cuts a character outside the BMP in half', () => {
    expect(avatarInitial('𠮷田')).toBe('𠮷');
  });
});

describe('the phone’s bottom tab bar', () => {
  it('offers 홈 · 거래 · 정산 · 알림 · 설정 in this order', () => {
    expect(BOTTOM_TABS.map((tab) => [tab.label, tab.to])).toEqual([
      ['홈', '/'],
      ['거래', '/transaction'],
      ['정산', '/settlement'],
      ['알림', '/notification'],
      ['설정', '/setting/id'],
    ]);
  });

  it.each([
    ['/', '홈'],
    ['/transaction', '거래'],
    ['/transaction/', '거래'],
    ['/transaction/abc', '거래'],
    ['/settlement', '정산'],
    ['/notification', '알림'],
    ['/setting/id', '설정'],
    ['/setting/app', '설정'],
    ['/setting/security', '설정'],
  ])('marks the tab of %s as %s', (path, label) => {
    expect(activeTabOf(path)?.label).toBe(label);
  });

  it.each(['/notice', '/notice/1', '/property', '/transactions', '/settings', '/admin'])(
    'marks no tab on %s, a screen no tab stands for',
    (path) => {
      expect(activeTabOf(path)).toBeNull();
    },
  );

  it('names the 알림 tab with its unread count in words', () => {
    expect(notificationTabLabel(0)).toBe('알림');
    expect(notificationTabLabel(3)).toBe('알림, 읽지 않음 3개');
  });
});

describe('ledger entry types in a member’s words', () => {
  it('never show a member the bookkeeping term 역분개; the operator keeps it', () => {
    for (const type of ledgerEntryTypes) expect(memberLedgerEntryTypeLabels[type]).not.toMatch(/역분개/);
    expect(memberLedgerEntryTypeLabels.reversal).toBe('취소');
    expect(ledgerEntryTypeLabels.reversal).toBe('취소(역분개)');
  });
});
