import { messages } from '@settle/contract/messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { IconArrowLeft, IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { FeedbackSnackbar, useFeedback } from '../../../components/feedback-snackbar';
import { PrintStyles } from '../../../components/print-styles';
import { errorMessageOf } from '../../../lib/api-error';
import { downloadStatementPdf } from '../api/download-statement-pdf';
import { useSettlementStatement } from '../api/get-settlement-statement';
import { StatementDocument } from '../components/statement-document';

/**
 * /settlement/:id (정산 명세서): one settlement as a document to keep — PDF 다운로드 the one
 * primary action, 인쇄 beside it; printed, only the statement is on the sheet (PrintStyles).
 */
export function StatementPage() {
  const { id = '' } = useParams();
  const statement = useSettlementStatement(id);
  const { feedback, show, close } = useFeedback();
  const [downloading, setDownloading] = useState(false);

  const download = async (settledAt: string) => {
    setDownloading(true);
    try {
      await downloadStatementPdf(id, settledAt);
    } catch (error) {
      show(errorMessageOf(error, '명세서를 내려받지 못했습니다. 잠시 후 다시 시도해 주세요.'), 'error');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack
      spacing={2}
      sx={{ width: '100%', maxWidth: 640, mx: 'auto', '@media print': { maxWidth: 'none' } }}
    >
      <PrintStyles />
      <Button
        component={RouterLink}
        to="/settlement"
        startIcon={<IconArrowLeft size={18} />}
        data-print="hide"
        sx={{ alignSelf: 'flex-start' }}
      >
        정산 내역
      </Button>
      {statement.isError ? (
        <Alert severity="error" role="alert">
          {errorMessageOf(statement.error, messages.settlementRecordNotFound)}
        </Alert>
      ) : statement.isPending ? (
        <Paper variant="outlined" sx={{ p: 3 }} aria-busy="true" aria-label="정산 명세서를 불러오는 중">
          <Skeleton variant="text" sx={{ fontSize: '1.5rem', width: '40%' }} />
          <Skeleton variant="text" sx={{ fontSize: '2rem', width: '60%' }} />
          <Skeleton variant="text" />
          <Skeleton variant="text" />
        </Paper>
      ) : (
        <>
          <StatementDocument statement={statement.data} />
          <Stack direction={{ xs: 'column', sm: 'row-reverse' }} spacing={1} data-print="hide">
            <Button
              variant="contained"
              size="large"
              startIcon={<IconDownload size={20} />}
              onClick={() => void download(statement.data.settledAt)}
              loading={downloading}
              loadingPosition="start"
            >
              PDF 다운로드
            </Button>
            <Button
              variant="outlined"
              size="large"
              startIcon={<IconPrinter size={20} />}
              onClick={() => window.print()}
            >
              인쇄
            </Button>
          </Stack>
        </>
      )}
      <FeedbackSnackbar feedback={feedback} onClose={close} />
    </Stack>
  );
}
