import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useAssetUnit } from '../../../lib/asset-format';
import { assetsText, krwText, krwValueOf, rateText } from '../../../lib/money-display';
import type { CreateTransactionBody } from '../lib/transaction-form';

export interface RegisterConfirmDialogProps {
  /** What 등록하기 sends; null keeps the dialog closed. */
  body: CreateTransactionBody | null;
  /** KRW per asset now; undefined without a rate (rateNote says why). */
  rateValue: number | undefined;
  rateNote: string | undefined;
  pending: boolean;
  /** The failed try's message, and 다시 시도 when the same request may be sent again. */
  error: { message: string; onRetry?: (() => void) | undefined } | null;
  onEdit: () => void;
  onConfirm: () => void;
}

/**
 * The confirm step of 거래 등록: the amount big, what it is worth in won now, the memo, then
 * 수정 (back to the form, values kept) or 등록하기 (the only button that sends). Full screen on
 * a phone, with the two buttons at the bottom under the thumb; a small dialog on a desktop.
 */
export function RegisterConfirmDialog({
  body,
  rateValue,
  rateNote,
  pending,
  error,
  onEdit,
  onConfirm,
}: RegisterConfirmDialogProps) {
  const unit = useAssetUnit();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const won = body && rateValue !== undefined ? krwValueOf(body.amount, rateValue) : null;

  return (
    <Dialog
      open={body !== null}
      onClose={pending ? undefined : onEdit}
      fullScreen={phone}
      maxWidth="xs"
      fullWidth
      aria-labelledby="register-confirm-title"
    >
      <DialogTitle id="register-confirm-title" sx={{ fontWeight: 700 }}>
        이 금액으로 등록할까요?
      </DialogTitle>
      <DialogContent>
        {body && (
          <Box>
            <Typography component="p" variant="body2" color="text.secondary">
              금액
            </Typography>
            <Typography
              component="p"
              variant="h4"
              data-testid="confirm-amount"
              sx={{
                m: 0,
                mb: 2,
                fontWeight: 700,
                fontVariantNumeric: 'tabular-nums',
                overflowWrap: 'anywhere',
              }}
            >
              {assetsText(body.amount, unit)}
            </Typography>
            <Divider sx={{ mb: 2 }} />
            <Line label="원화 예상 금액" testId="confirm-krw">
              {won !== null ? krwText(won) : '-'}
            </Line>
            <Typography
              variant="caption"
              color="text.secondary"
              component="p"
              sx={{ mb: 1.5, textAlign: 'right' }}
            >
              {rateValue !== undefined ? `현재 환율 ${rateText(rateValue)} 기준, 원 미만 절사` : rateNote}
            </Typography>
            <Line label="메모" testId="confirm-memo">
              {body.memo === '' ? '없음' : body.memo}
            </Line>
          </Box>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          등록하면 관리자가 확인한 뒤 자산에 반영됩니다.
        </Typography>
        {error && (
          <Box sx={{ mt: 2 }}>
            <ErrorAlert message={error.message} onRetry={error.onRetry} />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ p: 2, gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button variant="outlined" size="large" onClick={onEdit} disabled={pending} sx={{ flex: 1 }}>
          수정
        </Button>
        <Button variant="contained" size="large" onClick={onConfirm} loading={pending} sx={{ flex: 2 }}>
          등록하기
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Line({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'baseline', mb: 0.5 }}>
      <Typography component="p" variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography
        component="p"
        variant="body1"
        data-testid={testId}
        sx={{ m: 0, fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere', minWidth: 0 }}
      >
        {children}
      </Typography>
    </Box>
  );
}
