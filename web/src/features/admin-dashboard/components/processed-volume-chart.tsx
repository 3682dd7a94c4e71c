import type { AdminDashboard } from '@settle/contract/dashboard';
import { hundredthsToNumber } from '@settle/contract/money';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import { assetsText } from '../../../lib/money-display';
import { processedChartData } from '../lib/processed-chart';

type Measure = 'amount' | 'count';

const chartLocale = {
  noData: '처리된 거래가 없습니다.',
  loading: '불러오는 중…',
};

/** Processed transactions per Seoul day over the last 14 days: the amount or the count. */
export function ProcessedVolumeChart({
  days,
  unit,
}: {
  days: AdminDashboard['processedByDay'];
  /** The asset unit (the dashboard's answer carries it). */
  unit: string;
}) {
  const theme = useTheme();
  const [measure, setMeasure] = useState<Measure>('amount');
  const data = processedChartData(days);
  const amount = measure === 'amount';
  // Fourteen zero bars draw as an axis with a lone 0: say it in words instead.
  const empty = data.totalCount === 0;

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <div>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              일별 처리 거래
            </Typography>
            <Typography variant="body2" color="text.secondary">
              최근 {days.length}일 · {data.totalCount.toLocaleString('ko-KR')}건 ·{' '}
              {assetsText(hundredthsToNumber(data.totalAmountMinor), unit)}
            </Typography>
          </div>
          {!empty && (
            <ToggleButtonGroup
              exclusive
              size="small"
              value={measure}
              onChange={(_event, next: Measure | null) => {
                if (next) setMeasure(next);
              }}
              aria-label="차트 기준"
            >
              <ToggleButton value="amount">금액</ToggleButton>
              <ToggleButton value="count">건수</ToggleButton>
            </ToggleButtonGroup>
          )}
        </Stack>
        {empty ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ py: 6, textAlign: 'center' }}
            data-testid="processed-chart-empty"
          >
            최근 {days.length}일 동안 처리된 거래가 없습니다.
          </Typography>
        ) : (
          <BarChart
            height={260}
            // Noto Sans KR's tall line box does not fit the default axis height: the
            // chart would shorten every day label to nothing.
            xAxis={[{ scaleType: 'band', data: data.labels, height: 40 }]}
            yAxis={[
              {
                width: 64,
                valueFormatter: (value: number) =>
                  amount ? compactNumber(value) : Number.isInteger(value) ? String(value) : '',
              },
            ]}
            series={[
              amount
                ? {
                    data: data.amounts,
                    label: '처리 금액',
                    color: theme.palette.primary.main,
                    valueFormatter: (value) => (value === null ? '-' : assetsText(value, unit)),
                  }
                : {
                    data: data.counts,
                    label: '처리 건수',
                    color: theme.palette.primary.main,
                    valueFormatter: (value) => (value === null ? '-' : `${value.toLocaleString('ko-KR')}건`),
                  },
            ]}
            hideLegend
            localeText={chartLocale}
            margin={{ left: 0, right: 8 }}
          />
        )}
      </CardContent>
    </Card>
  );
}

const compact = new Intl.NumberFormat('ko-KR', { notation: 'compact', maximumFractionDigits: 1 });

/** Axis ticks: 12000 → '1.2만'. */
function compactNumber(value: number): string {
  return compact.format(value);
}
