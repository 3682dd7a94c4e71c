import { adminAnnouncementListQuerySchema } from '@settle/contract/announcements';

/**
 * The search word's own check, the API's (contract): a search needs a word of 2 characters,
 * because the index holds word pieces of 2 and more. null when it can be sent ('' clears it).
 */
export function noticeSearchError(q: string): string | null {
  if (q === '') return null;
  const parsed = adminAnnouncementListQuerySchema.shape.q.safeParse(q);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? '검색어를 확인해 주세요.');
}
