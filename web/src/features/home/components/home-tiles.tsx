import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';
import { krwText } from '../../../lib/money-display';

/** Two small figures side by side under the balance card, each opening its list. */
export function HomeTiles({ pending, totalSettlement }: { pending: number; totalSettlement: number }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      <Tile
        to="/transaction"
        label="처리 대기 거래"
        value={`${pending.toLocaleString('ko-KR')}건`}
        testId="pending-transactions-value"
      />
      <Tile
        to="/settlement"
        label="누적 정산액"
        value={krwText(totalSettlement)}
        testId="total-settlement-value"
      />
    </Box>
  );
}

function Tile({ to, label, value, testId }: { to: string; label: string; value: string; testId: string }) {
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={to} sx={{ px: 2, py: 1.5, height: '100%' }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {label}
        </Typography>
        <Typography
          component="p"
          variant="subtitle1"
          sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
          data-testid={testId}
        >
          {value}
        </Typography>
      </CardActionArea>
    </Card>
  );
}
