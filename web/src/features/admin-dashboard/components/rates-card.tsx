import type { RateWithHistory } from '@settle/contract/rates';
import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { feeRateText, rateText } from '../../../lib/money-display';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { useExchangeRateHistory } from '../api/get-exchange-rate-history';
import { useFeeRateHistory } from '../api/get-fee-rate-history';
import type { RateKind } from '../lib/rate-form';
import { RateChangeDialog } from './rate-change-dialog';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ChangeHistoryList } from './change-history-list';

/** How many past changes each history shows until expanded (the API sends the last 50). */
const HISTORY_ROWS = 5;

/** 환율·수수료: both current values, a 변경 dialog for each, and who changed them when. */
export function RatesCard({
  unit,
  onSaved,
}: {
  /** The asset unit the rate is per, null while the dashboard loads. */
  unit: string | null;
  onSaved: (message: string) => void;
}) {
  const exchangeRate = useExchangeRateHistory();
  const feeRate = useFeeRateHistory();
  const [changing, setChanging] = useState<RateKind | null>(null);
  const currentOf = (kind: RateKind) =>
    (kind === 'exchangeRate' ? exchangeRate : feeRate).data?.current?.value ?? null;

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 2 }}>
          환율·수수료
        </Typography>
        <Stack spacing={3} divider={<Divider flexItem />}>
          <RateSection
            title="환율"
            caption={unit === null ? '1 자산당 원화' : `1\u00a0${unit}당 원화`}
            buttonLabel="환율 변경"
            query={exchangeRate}
            format={rateText}
            onChange={() => setChanging('exchangeRate')}
            testId="exchange-rate"
          />
          <RateSection
            title="정산 수수료율"
            caption="정산 금액에서 떼는 비율"
            buttonLabel="수수료율 변경"
            query={feeRate}
            format={feeRateText}
            onChange={() => setChanging('feeRate')}
            testId="fee-rate"
          />
        </Stack>
      </CardContent>
      {changing && (
        <RateChangeDialog
          key={changing}
          kind={changing}
          current={currentOf(changing)}
          onClose={() => setChanging(null)}
          onSaved={(message) => {
            setChanging(null);
            onSaved(message);
          }}
        />
      )}
    </Card>
  );
}

interface RateSectionProps {
  title: string;
  caption: string;
  buttonLabel: string;
  query: UseQueryResult<RateWithHistory>;
  format: (value: number) => string;
  onChange: () => void;
  testId: string;
}

function RateSection({ title, caption, buttonLabel, query, format, onChange, testId }: RateSectionProps) {
  const [expanded, setExpanded] = useState(false);
  const current = query.data?.current ?? null;
  const allHistory = query.data?.history ?? [];
  const history = expanded ? allHistory : allHistory.slice(0, HISTORY_ROWS);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {title}{' '}
            <Typography component="span" variant="caption">
              ({caption})
            </Typography>
          </Typography>
          {query.isPending ? (
            <Skeleton variant="text" width={120} sx={{ fontSize: '1.5rem' }} />
          ) : (
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid={testId}>
              {current ? format(current.value) : '미설정'}
            </Typography>
          )}
          {current && (
            <Typography variant="caption" color="text.secondary">
              {formatSeoulDateTime(current.updatedAt)} 변경
            </Typography>
          )}
        </Box>
        <Button
          variant="outlined"
          size="small"
          onClick={onChange}
          disabled={query.isPending}
          sx={{ flexShrink: 0 }}
        >
          {buttonLabel}
        </Button>
      </Stack>
      <QueryErrorAlert query={query} />
      {query.isSuccess && (
        <Box component="section" aria-label={`${title} 변경 이력`}>
          <Typography variant="caption" color="text.secondary" component="h3" sx={{ mb: 0.5 }}>
            변경 이력
          </Typography>
          {history.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              변경 이력이 없습니다.
            </Typography>
          ) : (
            <ChangeHistoryList
              changes={history.map((change) => ({ ...change, value: format(change.value) }))}
            />
          )}
        </Box>
      )}
      {allHistory.length > HISTORY_ROWS && (
        <Button size="small" onClick={() => setExpanded((open) => !open)} sx={{ alignSelf: 'flex-start' }}>
          {expanded ? '이력 접기' : `이력 모두 보기 (${allHistory.length}건)`}
        </Button>
      )}
    </Stack>
  );
}
