import { describe, expect, it } from 'vitest';
import { fcmMessageOf } from '../../src/modules/push/push-sender.js';

const payload = { messageId: 'm1', title: '정산 안내', body: '정산이 완료되었습니다.', url: '/settlement' };

describe('the FCM message of a push', () => {
  it('is data-only, so the web SDK never shows a notification of its own beside the app worker’s', () => {
    const message = fcmMessageOf(['t1', 't2'], payload);
    expect(message).not.toHaveProperty('notification');
    expect(message.webpush).not.toHaveProperty('notification');
    expect(message.tokens).toEqual(['t1', 't2']);
    expect(message.data).toEqual({
      title: '정산 안내',
      body: '정산이 완료되었습니다.',
      url: '/settlement',
      messageId: 'm1',
    });
    expect(message.webpush?.headers).toEqual({ Urgency: 'high' });
  });

  it('sets FCM’s click link only for an absolute https url (FCM refuses app paths there)', () => {
    expect(fcmMessageOf(['t'], payload).webpush).not.toHaveProperty('fcmOptions');
    expect(fcmMessageOf(['t'], { ...payload, url: 'https://example.org/a' }).webpush?.fcmOptions).toEqual({
      link: 'https://example.org/a',
    });
  });
});
