/** Korean labels for MUI TablePagination, shared by the admin tables. */
export const ROWS_PER_PAGE_LABEL = '페이지당 행 수';
export const ROWS_PER_PAGE_OPTIONS = [10, 20, 50, 100];

/**
 * The "1–20 / 총 135건" label, counted in `unit` (건, 명); "21–40" alone while the count is not
 * known (-1, as MUI passes it).
 */
export function displayedRowsLabelIn(unit: string) {
  return ({ from, to, count }: { from: number; to: number; count: number }): string =>
    count < 0 ? `${from}–${to}` : `${from}–${to} / 총 ${count.toLocaleString('ko-KR')}${unit}`;
}

const pageButtonLabels = {
  first: '첫 페이지',
  last: '마지막 페이지',
  next: '다음 페이지',
  previous: '이전 페이지',
} as const;

/** TablePagination's getItemAriaLabel: the page buttons' names in Korean. */
export function paginationItemLabel(type: keyof typeof pageButtonLabels): string {
  return pageButtonLabels[type];
}

/**
 * On a phone the rows-per-page picker is hidden, so the range and the page arrows fit in 360 px
 * without scrolling the pagination bar sideways.
 */
export const compactPaginationSx = {
  '& .MuiTablePagination-selectLabel, & .MuiTablePagination-input': { display: { xs: 'none', sm: 'flex' } },
  '& .MuiTablePagination-toolbar': { px: { xs: 1, sm: 2 } },
} as const;
