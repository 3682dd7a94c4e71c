import { announcementSchema } from '@settle/contract/announcements';
import { pageSchema } from '@settle/contract/paging';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';
import { usePagedQuery, type CursorParams } from '../../../lib/use-cursor-pages';

const PATH = '/admin/announcements';

const announcementPageSchema = pageSchema(announcementSchema);
export type AdminAnnouncementPage = z.infer<typeof announcementPageSchema>;

/** The filters of GET /admin/announcements (adminAnnouncementListQuerySchema) without the paging. */
// A type alias, not an interface, so it fits apiFetch's QueryParams record.
export type AdminAnnouncementFilters = {
  q?: string;
  published?: 'true' | 'false';
};

export type AdminAnnouncementListParams = AdminAnnouncementFilters & CursorParams;

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

/** One page of notices (searched and filtered by `filters`) and its cursor paging. */
export const useAdminAnnouncements = (filters: AdminAnnouncementFilters) =>
  usePagedQuery(filters, adminAnnouncementsQueryOptions);
