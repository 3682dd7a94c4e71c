import type { AccessEntry } from '@settle/contract/access-log';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MemberLink } from '../../../components/member-link';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import {
  actionLabel,
  actorRoleLabels,
  detailRows,
  exportFilterText,
  outcomeText,
} from '../lib/audit-display';

/** Every field of one access-record entry; the members touched link to their 회원 상세. */
export function AuditEntryDialog({ entry, onClose }: { entry: AccessEntry; onClose: () => void }) {
  const rows: [string, ReactNode][] = [
    ['일시', formatSeoulDateTime(entry.at)],
    ['작업', `${actionLabel(entry.action)} (${entry.action})`],
    ['결과', outcomeText(entry.status)],
    ['처리자', `${entry.actor.email || '-'} · ${actorRoleLabels[entry.actor.role]}`],
    ['처리자 UID', entry.actor.uid],
    ['접속 IP', entry.ip || '-'],
    ['브라우저', entry.userAgent || '-'],
    ['요청', `${entry.method} ${entry.path}`],
    ['요청 ID', entry.requestId || '-'],
    ['기록 ID', entry.id],
  ];

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>접속 기록 상세</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <Fields rows={rows} />

          <Section title={`대상 회원 (${entry.subjects.length.toLocaleString('ko-KR')}명)`}>
            {entry.subjects.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                회원 정보를 다루지 않은 요청입니다.
              </Typography>
            ) : (
              <Box
                component="ul"
                data-testid="audit-subjects"
                sx={{ m: 0, pl: 2.5, maxHeight: 200, overflowY: 'auto', wordBreak: 'break-all' }}
              >
                {entry.subjects.map((id) => (
                  <li key={id}>
                    <MemberLink userId={id}>{id}</MemberLink>
                  </li>
                ))}
              </Box>
            )}
          </Section>

          {entry.export && (
            <Section title="다운로드">
              <Fields
                rows={[
                  ['다운로드 사유', entry.export.reason],
                  ['회원 수', `${entry.export.count.toLocaleString('ko-KR')}명`],
                  ['조건', exportFilterText(entry.export.filter)],
                ]}
                testId="audit-export"
              />
            </Section>
          )}

          {Object.keys(entry.details).length > 0 && (
            <Section title="세부 내용">
              <Fields rows={detailRows(entry.details)} />
            </Section>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>닫기</Button>
      </DialogActions>
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function Fields({ rows, testId }: { rows: [string, ReactNode][]; testId?: string }) {
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.75,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
