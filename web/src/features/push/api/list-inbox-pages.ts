import { useMorePages } from '../../../lib/use-more-pages';
import { INBOX_PAGE_SIZE, INBOX_PATH, listInbox } from './list-inbox';

/**
 * The whole inbox, growing page by page with "더 보기" (each page by the cursor of the one
 * before). Its own file: the bell on every screen imports list-inbox, and the infinite query
 * belongs to the /notification chunk only.
 */
export const useInboxPages = () => useMorePages(INBOX_PATH, {}, INBOX_PAGE_SIZE, listInbox);
