import { describe, expect, it } from 'vitest';
import { noticeSearchError } from '../src/features/admin-notice/lib/notice-search';

describe('공지 검색 before it is sent', () => {
  it('refuses a search without a word of 2 characters with the API’s Korean message', () => {
    for (const q of ['가', 'a', '1', '가 나 다', '-가-']) {
      expect(noticeSearchError(q), q).toBe('2자 이상 입력해 주세요.');
    }
  });

  it('sends a search with a 2-character word, and an empty box (no search)', () => {
    for (const q of ['', '정산', '가 정산', 'ab', '12']) expect(noticeSearchError(q), q).toBeNull();
  });
});
