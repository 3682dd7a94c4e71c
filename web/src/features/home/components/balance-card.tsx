import type { MemberDashboard } from '@settle/contract/dashboard';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { balanceView } from '../lib/balance-view';

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The home's one card (PRODUCT.md, The member's app): 보유 자산 large with its unit, its KRW
 * value, the rate applied, the next settlement and what it would pay at today's rates, and the
 * one primary action, 거래 등록 (registration is on /transaction, its form first).
 */
export function BalanceCard({ data }: { data: MemberDashboard }) {
  const view = balanceView(data);
  return (
    <Card variant="outlined" component="section" aria-labelledby="balance-title">
      <CardContent sx={{ p: { xs: 2.5, md: 3 }, '&:last-child': { pb: { xs: 2.5, md: 3 } } }}>
        <Typography id="balance-title" component="h2" variant="body2" color="text.secondary">
          보유 자산
        </Typography>
        <Typography
          component="p"
          variant="h4"
          sx={{ fontWeight: 800, mt: 0.5, overflowWrap: 'anywhere', ...numeric }}
          data-testid="assets-value"
        >
          {view.assets}
        </Typography>
        <Typography
          variant="body1"
          color={view.krw === null ? 'error' : 'text.secondary'}
          sx={numeric}
          data-testid="krw-value"
        >
          {view.krw === null ? view.noRate : `원화 환산 ${view.krw}`}
        </Typography>

        <Divider sx={{ my: 2 }} />

        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          <Row label="적용 환율" testId="rate-value">
            {view.rate ?? '-'}
          </Row>
          <Row label="다음 정산" testId="next-settlement">
            {view.nextSettlement ?? '예정된 정산 일정이 없습니다.'}
          </Row>
        </Stack>

        <Box
          component="section"
          aria-labelledby="payout-title"
          sx={{ mt: 2, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}
        >
          <Typography id="payout-title" component="h3" variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
            오늘 환율로 정산하면
          </Typography>
          {view.payout.kind === 'amounts' ? (
            <Stack component="dl" spacing={0.75} sx={{ m: 0 }}>
              <Row label="정산 금액" testId="payout-gross">
                {view.payout.gross}
              </Row>
              <Row label={`수수료 (${view.payout.feeRate})`} testId="payout-fee">
                {view.payout.fee}
              </Row>
              <Row label="받을 금액" testId="payout-net" strong>
                {view.payout.net}
              </Row>
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary" data-testid="payout-unknown">
              {view.payout.message}
            </Typography>
          )}
        </Box>

        <Button
          component={RouterLink}
          to="/transaction"
          variant="contained"
          size="large"
          fullWidth
          sx={{ mt: 2.5, py: 1.5, fontSize: '1rem', fontWeight: 700 }}
        >
          거래 등록
        </Button>
      </CardContent>
    </Card>
  );
}

function Row({
  label,
  testId,
  strong = false,
  children,
}: {
  label: string;
  testId: string;
  strong?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant={strong ? 'subtitle1' : 'body2'}
        sx={{ m: 0, textAlign: 'right', fontWeight: strong ? 800 : 600, minWidth: 0, ...numeric }}
        data-testid={testId}
      >
        {children}
      </Typography>
    </Stack>
  );
}
