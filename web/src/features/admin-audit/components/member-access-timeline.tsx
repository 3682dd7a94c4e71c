import { accessActionLabels, type AccessAction } from '@settle/contract/access-log';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { ActionFilter } from '../lib/audit-query';
import { AuditEntriesList } from './audit-entries-list';
import { FilterSelect } from '../../../components/filter-select';

/**
 * The actions a member's timeline offers as a filter: permission and status changes first
 * (PRODUCT.md: role grants and revocations, activation, deactivation and a rejected sign-up
 * are recorded and shown on the member detail), then the reads and changes of their data.
 */
export const memberTimelineActions: readonly AccessAction[] = [
  'roles.grant',
  'roles.revoke',
  'users.activate',
  'users.deactivate',
  'users.reject',
  'users.update',
  'users.get',
  'users.list',
  'users.export',
  'member.profile.update',
  'ledger.adjust',
  'ledger.reverse',
  'transactions.create',
  'transactions.process',
  'settlement.release',
];

/**
 * The access record of one member (회원 상세): every request that touched their data — reads,
 * downloads that included them, changes, activation and role changes — newest first, a page at a
 * time (GET /admin/auditLog?subject=id), optionally one action only.
 */
export function MemberAccessTimeline({ userId }: { userId: string }) {
  const [action, setAction] = useState<ActionFilter>('all');
  return (
    <Stack spacing={2}>
      <FilterSelect
        label="작업"
        value={action}
        values={memberTimelineActions}
        labels={accessActionLabels}
        all={{ value: 'all', label: '전체' }}
        onChange={setAction}
        sx={{ width: { xs: '100%', sm: 260 } }}
      />
      <AuditEntriesList
        filters={{ subject: userId, ...(action !== 'all' ? { action } : {}) }}
        pageSize={20}
        gridId="member-access-timeline"
        label="이 회원의 접속 기록"
        emptyText={action === 'all' ? '이 회원의 정보를 다룬 기록이 없습니다.' : '이 작업의 기록이 없습니다.'}
      />
    </Stack>
  );
}
