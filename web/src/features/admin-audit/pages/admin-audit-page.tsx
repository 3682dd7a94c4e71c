import type { AdminUser } from '@settle/contract/admin-users';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FeedbackSnackbar, useFeedback } from '../../../components/feedback-snackbar';
import { emptyRange, type DatePreset, type DateRange } from '../../../lib/date-range';
import { AuditEntriesList } from '../components/audit-entries-list';
import { AuditFilterBar } from '../components/audit-filter-bar';
import { MonthlyReviewPanel } from '../components/monthly-review-panel';
import { VerifyPanel } from '../components/verify-panel';
import { AUDIT_PAGE_SIZE, buildAuditQuery, isFiltered, type ActionFilter } from '../lib/audit-query';

type AuditTab = 'log' | 'reviews';
const TAB_PARAM = 'tab';

/**
 * /admin/audit (접속 기록): who handled which members' data, when, from where and with what
 * outcome — every admin request, reads and downloads included — filtered and read a page at a
 * time; 위변조 검사 checks the sealed chain; 월간 점검 (?tab=reviews) records the monthly review.
 */
export function AdminAuditPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AuditTab = searchParams.get(TAB_PARAM) === 'reviews' ? 'reviews' : 'log';
  const { feedback, show, close } = useFeedback();
  const [actor, setActor] = useState<AdminUser | null>(null);
  const [subject, setSubject] = useState<AdminUser | null>(null);
  const [action, setAction] = useState<ActionFilter>('all');
  const [range, setRange] = useState<DateRange>(emptyRange);
  const [preset, setPreset] = useState<DatePreset | null>('all');

  const filters = { actorUid: actor?.uid ?? null, subjectId: subject?.id ?? null, action, range };

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            접속 기록
          </Typography>
          <Typography variant="body2" color="text.secondary">
            관리자의 모든 요청(조회·다운로드 포함)과 회원 정보·자산 변경이 기록됩니다. 기록은 수정하거나
            삭제할 수 없으며 2년 이상 보관됩니다.
          </Typography>
        </Box>
      </Stack>
      <VerifyPanel />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, next: AuditTab) =>
            setSearchParams(next === 'reviews' ? { [TAB_PARAM]: 'reviews' } : {}, { replace: true })
          }
          aria-label="접속 기록 메뉴"
        >
          <Tab value="log" label="접속 기록" id="audit-tab-log" aria-controls="audit-panel" />
          <Tab value="reviews" label="월간 점검" id="audit-tab-reviews" aria-controls="audit-panel" />
        </Tabs>
      </Box>
      <Box role="tabpanel" id="audit-panel" aria-labelledby={`audit-tab-${tab}`}>
        {tab === 'reviews' ? (
          <MonthlyReviewPanel notify={show} />
        ) : (
          <Stack spacing={2}>
            <AuditFilterBar
              actor={actor}
              onActorChange={setActor}
              subject={subject}
              onSubjectChange={setSubject}
              action={action}
              onActionChange={setAction}
              range={range}
              preset={preset}
              onRangeChange={(next, nextPreset) => {
                setRange(next);
                setPreset(nextPreset);
              }}
              onReset={() => {
                setActor(null);
                setSubject(null);
                setAction('all');
                setRange(emptyRange);
                setPreset('all');
              }}
            />
            <AuditEntriesList
              filters={buildAuditQuery(filters)}
              pageSize={AUDIT_PAGE_SIZE}
              gridId="admin-audit"
              label="접속 기록"
              emptyText={isFiltered(filters) ? '조건에 맞는 접속 기록이 없습니다.' : '접속 기록이 없습니다.'}
            />
          </Stack>
        )}
      </Box>
      <FeedbackSnackbar feedback={feedback} onClose={close} />
    </Stack>
  );
}
