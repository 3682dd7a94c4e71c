import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { FeedbackSnackbar, useFeedback } from '../components/feedback-snackbar';
import { MemberAccessTimeline } from '../features/admin-audit/components/member-access-timeline';
import { MemberRecordsPanel } from '../features/admin-transactions/components/member-records-panel';
import { MemberTransactionsPanel } from '../features/admin-transactions/components/member-transactions-panel';
import { AccountHistoryTable } from '../features/admin-users/components/account-history-table';
import { MemberDetail } from '../features/admin-users/pages/member-detail-page';

const tabs = {
  records: '처리 내역',
  transactions: '거래',
  settlements: '정산',
  account: '계좌 변경 이력',
  access: '접속 기록',
} as const;
type MemberTab = keyof typeof tabs;
const TAB_PARAM = 'tab';

function isMemberTab(value: string | null): value is MemberTab {
  return value !== null && value in tabs;
}

/**
 * /admin/user/:id (회원 상세) composes four features (which may not import each other): the
 * member and their payout-account history (admin-users), their ledger, transactions and
 * settlements (admin-transactions, filtered by the member) and the access record of everyone
 * who handled their data (admin-audit). The tab lives in ?tab= so it can be linked.
 */
export function AdminMemberRoute() {
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(TAB_PARAM);
  const tab: MemberTab = isMemberTab(requested) ? requested : 'records';
  const { feedback, show, close } = useFeedback();

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button component={RouterLink} to="/admin/user" startIcon={<IconArrowLeft size={18} />} size="small">
          회원 목록
        </Button>
      </Stack>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        회원 상세
      </Typography>
      <MemberDetail key={id} userId={id} notify={show}>
        {(detail) => (
          <>
            <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
              <Tabs
                value={tab}
                onChange={(_event, next: MemberTab) =>
                  setSearchParams(next === 'records' ? {} : { [TAB_PARAM]: next }, { replace: true })
                }
                aria-label="회원 상세 메뉴"
                variant="scrollable"
                allowScrollButtonsMobile
              >
                {(Object.keys(tabs) as MemberTab[]).map((value) => (
                  <Tab
                    key={value}
                    value={value}
                    label={tabs[value]}
                    id={`member-tab-${value}`}
                    aria-controls="member-panel"
                  />
                ))}
              </Tabs>
            </Box>
            <Box role="tabpanel" id="member-panel" aria-labelledby={`member-tab-${tab}`}>
              {tab === 'records' && (
                <MemberRecordsPanel
                  userId={detail.user.id}
                  label="회원 처리 내역"
                  emptyText="처리 내역이 없습니다."
                />
              )}
              {tab === 'transactions' && <MemberTransactionsPanel userId={detail.user.id} />}
              {tab === 'settlements' && (
                <MemberRecordsPanel
                  userId={detail.user.id}
                  type="settlement"
                  label="회원 정산 내역"
                  emptyText="정산받은 내역이 없습니다."
                />
              )}
              {tab === 'account' && <AccountHistoryTable history={detail.accountHistory} />}
              {tab === 'access' && <MemberAccessTimeline userId={detail.user.id} />}
            </Box>
          </>
        )}
      </MemberDetail>
      <FeedbackSnackbar feedback={feedback} onClose={close} />
    </Stack>
  );
}
