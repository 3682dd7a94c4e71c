import { announcementSchema } from '@settle/contract/announcements';
import { pageSchema } from '@settle/contract/paging';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { CursorParams } from '../../../lib/use-cursor-pages';
import { useMorePages } from '../../../lib/use-more-pages';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';

const PATH = '/announcements';

const announcementPageSchema = pageSchema(announcementSchema);
export type AnnouncementPage = z.infer<typeof announcementPageSchema>;

/** The query of GET /announcements (announcementListQuerySchema): a cursor page. */
// A type alias, not an interface, so it fits apiFetch's QueryParams record.
export type AnnouncementListParams = {
  q?: string;
} & CursorParams;

/** GET /announcements: one page of the published notices, pinned first, then newest. */
export async function listAnnouncements(
  params: AnnouncementListParams,
  signal?: AbortSignal,
): Promise<AnnouncementPage> {
  return announcementPageSchema.parse(await apiFetch(PATH, { query: params, signal }));
}

export const announcementsQueryOptions = (params: AnnouncementListParams) =>
  queryOptions({
    queryKey: apiKeys.get(PATH, params),
    queryFn: ({ signal }) => listAnnouncements(params, signal),
    // Keep the current rows on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });

/** The notice list: published notices growing page by page with "더 보기". */
export const useAnnouncementPages = (q: string, pageSize: number) =>
  useMorePages(PATH, q !== '' ? { q } : {}, pageSize, listAnnouncements);
