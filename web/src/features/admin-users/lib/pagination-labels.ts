/** Korean labels for MUI TablePagination. */
export const ROWS_PER_PAGE_LABEL = '페이지당 행 수';
export const ROWS_PER_PAGE_OPTIONS = [10, 20, 50, 100];

/** '1–20 / 총 135명' */
export function displayedRowsLabel({ from, to, count }: { from: number; to: number; count: number }): string {
  return `${from}–${to} / 총 ${count}명`;
}
