import type { AdminUser } from '@settle/contract/admin-users';
import { describe, expect, it } from 'vitest';
import {
  emptySendForm,
  recipientsPhrase,
  senderLabel,
  targetLabel,
  truncate,
  validateSendForm,
} from '../src/features/admin-notification/lib/send-form';

const member = (id: string): AdminUser => ({
  id,
  uid: id,
  name: `회원${id}`,
  email: `${id}@example.com`,
  phone: '010-1234-5678',
  bank: '',
  account: '',
  assets: 0,
  isNotificationEnabled: true,
  totalSettlement: 0,
  status: 'active',
  role: 'user',
  createdAt: '2026-11-21T15:30:00.000Z',
  activatedAt: null,
});

describe('알림 발송 form', () => {
  it('starts with the link at the app home and everyone as the audience', () => {
    expect(emptySendForm).toMatchObject({ url: '/', audience: 'all', members: [] });
  });

  it('sends to all active members as { type: all }, trimmed', () => {
    const parsed = validateSendForm({ ...emptySendForm, title: ' 점검 안내 ', body: '오늘 밤 점검합니다.' });
    expect(parsed).toEqual({
      success: true,
      data: { title: '점검 안내', body: '오늘 밤 점검합니다.', url: '/', target: { type: 'all' } },
    });
  });

  it('sends to the chosen members by id', () => {
    const parsed = validateSendForm({
      ...emptySendForm,
      title: '안내',
      body: '내용',
      url: 'https://example.com/a',
      audience: 'users',
      members: [member('a'), member('b')],
    });
    expect(parsed.success && parsed.data.target).toEqual({ type: 'users', userIds: ['a', 'b'] });
  });

  it('says under every wrong field what to do, in the contract’s Korean, without repeating its label', () => {
    const parsed = validateSendForm({ ...emptySendForm, url: 'http://example.com', audience: 'users' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.fieldErrors['title']).toBe('제목을 입력해 주세요.');
    expect(parsed.fieldErrors['body']).toBe('내용을 입력해 주세요.');
    expect(parsed.fieldErrors['url']).toBe('/로 시작하는 경로 또는 https 주소를 입력해 주세요.');
    expect(parsed.fieldErrors['target']).toBe('받을 회원을 1명 이상 선택해 주세요.');
    // The API's own answer still names the field.
    expect(parsed.message).toMatch(/^제목/);
  });

  it('says who receives it in the confirm dialog and the history', () => {
    expect(recipientsPhrase({ type: 'all' })).toBe('전체 활성 회원에게');
    expect(recipientsPhrase({ type: 'users', userIds: ['a', 'b', 'c'] })).toBe('3명에게');
    expect(targetLabel({ type: 'all' })).toBe('전체');
    expect(targetLabel({ type: 'users', userIds: ['a'] })).toBe('1명');
  });

  it('shows system events as 시스템 and an admin by the e-mail stored with the message', () => {
    expect(senderLabel({ createdBy: 'system', createdByName: 'system' })).toBe('시스템');
    expect(senderLabel({ createdBy: 'uid-1', createdByName: 'admin@example.com' })).toBe('admin@example.com');
  });

  it('cuts a long body to one line with an ellipsis', () => {
    expect(truncate('짧은 내용')).toBe('짧은 내용');
    expect(truncate('줄\n바꿈   공백')).toBe('줄 바꿈 공백');
    const cut = truncate('가'.repeat(50));
    expect(cut).toHaveLength(40);
    expect(cut.endsWith('…')).toBe(true);
  });
});
