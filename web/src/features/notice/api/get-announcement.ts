import { announcementSchema, type Announcement } from '@settle/contract/announcements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';

const pathOf = (id: string) => `/announcements/${encodeURIComponent(id)}`;

/** GET /announcements/{id}: one published notice (404 when hidden or deleted). */
export async function getAnnouncement(id: string, signal?: AbortSignal): Promise<Announcement> {
  return announcementSchema.parse(await apiFetch(pathOf(id), { signal }));
}

export const announcementQueryOptions = (id: string) =>
  queryOptions({
    queryKey: apiKeys.get(pathOf(id)),
    queryFn: ({ signal }) => getAnnouncement(id, signal),
  });

export const useAnnouncement = (id: string) => useQuery(announcementQueryOptions(id));
