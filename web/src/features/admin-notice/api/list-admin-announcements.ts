import { announcementSchema } from '@settle/contract/announcements';
import { pageSchema } from '@settle/contract/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';

const PATH = '/admin/announcements';

const announcementPageSchema = pageSchema(announcementSchema);
export type AdminAnnouncementPage = z.infer<typeof announcementPageSchema>;

/** The query of GET /admin/announcements (adminAnnouncementListQuerySchema); page is one-based. */
// A type alias, not an interface, so it fits apiFetch's QueryParams record.
export type AdminAnnouncementListParams = {
  q?: string;
  published?: 'true' | 'false';
  page: number;
  pageSize: number;
};

/** GET /admin/announcements: every notice, published or hidden, pinned first then newest. */
export async function listAdminAnnouncements(
  params: AdminAnnouncementListParams,
  signal?: AbortSignal,
): Promise<AdminAnnouncementPage> {
  return announcementPageSchema.parse(await apiFetch(PATH, { query: params, signal }));
}

export const adminAnnouncementsQueryOptions = (params: AdminAnnouncementListParams) =>
  queryOptions({
    queryKey: apiKeys.get(PATH, params),
    queryFn: ({ signal }) => listAdminAnnouncements(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminAnnouncements = (params: AdminAnnouncementListParams) =>
  useQuery(adminAnnouncementsQueryOptions(params));
