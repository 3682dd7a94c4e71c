import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { useAssetUnitHistory } from '../api/get-asset-unit';
import { AssetUnitDialog } from './asset-unit-dialog';
import { ChangeHistoryList } from './change-history-list';

const HISTORY_ROWS = 5;

/** 자산 단위: the label after every asset amount, a 변경 dialog, and who changed it when. */
export function AssetUnitCard({ onSaved }: { onSaved: (message: string) => void }) {
  const query = useAssetUnitHistory();
  const [changing, setChanging] = useState(false);
  const current = query.data?.current ?? null;
  const history = (query.data?.history ?? []).slice(0, HISTORY_ROWS);

  return (
    <Card variant="outlined" component="section" aria-labelledby="asset-unit-title">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id="asset-unit-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              자산 단위
            </Typography>
            {query.isPending ? (
              <Skeleton variant="text" width={60} sx={{ fontSize: '1.5rem' }} />
            ) : (
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="asset-unit">
                {current?.unit ?? '-'}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary">
              {current?.updatedAt ? `${formatSeoulDateTime(current.updatedAt)} 변경` : '기본값'}
            </Typography>
          </Box>
          <Button
            variant="outlined"
            size="small"
            onClick={() => setChanging(true)}
            disabled={!current}
            sx={{ flexShrink: 0 }}
          >
            단위 변경
          </Button>
        </Stack>
        <QueryErrorAlert query={query} />
        {history.length > 0 && (
          <Box component="section" aria-label="자산 단위 변경 이력" sx={{ mt: 1.5 }}>
            <Typography variant="caption" color="text.secondary" component="h3" sx={{ mb: 0.5 }}>
              변경 이력
            </Typography>
            <ChangeHistoryList changes={history.map((change) => ({ ...change, value: change.unit }))} />
          </Box>
        )}
      </CardContent>
      {changing && current && (
        <AssetUnitDialog
          current={current.unit}
          onClose={() => setChanging(false)}
          onSaved={(message) => {
            setChanging(false);
            onSaved(message);
          }}
        />
      )}
    </Card>
  );
}
