import { SearchForm } from '../../../components/search-form';
import { noticeSearchError } from '../lib/notice-search';

/**
 * 공지 검색: searches on submit (one request per search). A word the API would refuse with a 400
 * is not sent: its message stays under the box and the list keeps the last search.
 */
export function NoticeSearch({ onSearch }: { onSearch: (q: string) => void }) {
  return (
    <SearchForm
      label="공지 검색"
      placeholder="제목 또는 내용"
      onSearch={onSearch}
      validate={noticeSearchError}
    />
  );
}
