import {
  STATEMENT_ISSUER,
  STATEMENT_NOTE,
  type SettlementStatement,
} from '@settle/contract/settlement-statement';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { krwText } from '../../../lib/money-display';
import { statementRows } from '../lib/statement-rows';
import { useAssetUnit } from '../../../lib/asset-format';

/**
 * 정산 명세서 as a document: who issued it and to whom, the net paid large, then every item of
 * the settlement as label–value lines (the same on a phone, on a desktop and on A4 paper).
 */
export function StatementDocument({ statement }: { statement: SettlementStatement }) {
  const unit = useAssetUnit();
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby="statement-title"
      data-print="document"
      data-testid="statement"
      sx={{ p: { xs: 2.5, sm: 4 }, '@media print': { border: 'none', p: 0 } }}
    >
      <Stack spacing={0.5}>
        <Typography id="statement-title" component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          정산 명세서
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {STATEMENT_ISSUER} 발행 · {statement.memberName} 님
        </Typography>
      </Stack>

      <Box sx={{ mt: 3, mb: 2 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          실 지급액
        </Typography>
        <Typography
          component="p"
          variant="h4"
          data-testid="statement-net"
          sx={{ fontWeight: 700, letterSpacing: '-0.02em', fontVariantNumeric: 'tabular-nums' }}
        >
          {krwText(statement.net)}
        </Typography>
        {statement.reversed && (
          <Chip size="small" variant="outlined" label="이후 취소된 정산입니다" sx={{ mt: 1 }} />
        )}
      </Box>

      <Divider />
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto minmax(0, 1fr)',
          // No column gap: each cell draws its part of the row's line, which a gap would cut.
        }}
      >
        {statementRows(statement, unit).map((row) => (
          <Box
            key={row.label}
            data-testid="statement-row"
            sx={{
              display: 'contents',
              '& > *': {
                py: 1.25,
                borderBottom: 1,
                borderColor: row.strong ? 'text.primary' : 'divider',
              },
            }}
          >
            <Typography
              component="dt"
              variant="body2"
              sx={{
                pr: 3,
                color: row.strong ? 'text.primary' : 'text.secondary',
                fontWeight: row.strong ? 700 : 400,
              }}
            >
              {row.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{
                m: 0,
                textAlign: 'right',
                fontWeight: row.strong ? 700 : 500,
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>

      <Typography variant="caption" component="p" sx={{ mt: 2, color: 'text.secondary' }}>
        {STATEMENT_NOTE}
      </Typography>
    </Paper>
  );
}
