import Box from '@mui/material/Box';

/**
 * The words of a totals row: 합계 135건 · 12,345.00 P · 1,234,000원. Each figure stays whole when
 * the row wraps on a phone.
 */
export function ListTotals({ count, figures }: { count: number; figures: readonly string[] }) {
  return (
    <Box
      component="span"
      data-testid="list-totals"
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.5 }}
    >
      {[`합계 ${count.toLocaleString('ko-KR')}건`, ...figures].map((part, i) => (
        <Box component="span" key={`${i}-${part}`} sx={{ whiteSpace: 'nowrap' }}>
          {i > 0 ? `· ${part}` : part}
        </Box>
      ))}
    </Box>
  );
}
