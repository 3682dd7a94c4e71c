import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link as RouterLink } from 'react-router-dom';
import { SettlementBatchesList } from '../components/settlement-batches-list';
import { AdminPageHeader } from '../../../components/admin-page-header';

/** /admin/settlement/history (issue 18): 정산 내역, the batches so far with their totals. */
export function SettlementHistoryPage() {
  return (
    <Stack spacing={3}>
      <AdminPageHeader
        title="정산 내역"
        description={
          <>지금까지 준비한 정산과 그 결과입니다. 명세 보기를 누르면 회원별 지급 내역을 볼 수 있습니다.</>
        }
      >
        <Button
          component={RouterLink}
          to="/admin/settlement"
          variant="outlined"
          startIcon={<IconArrowLeft size={18} />}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          정산 관리
        </Button>
      </AdminPageHeader>
      <SettlementBatchesList />
    </Stack>
  );
}
