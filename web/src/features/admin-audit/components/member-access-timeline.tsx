import { AUDIT_PAGE_SIZE } from '../lib/audit-query';
import { AuditEntriesList } from './audit-entries-list';

/**
 * The access record of one member (회원 상세): every request that touched their data — reads,
 * downloads that included them, changes, activation and role changes — newest first, 더 보기
 * for older ones (GET /admin/auditLog?subject=id).
 */
export function MemberAccessTimeline({ userId }: { userId: string }) {
  return (
    <AuditEntriesList
      params={{ subject: userId, pageSize: Math.min(20, AUDIT_PAGE_SIZE) }}
      label="이 회원의 접속 기록"
      emptyText="이 회원의 정보를 다룬 기록이 없습니다."
    />
  );
}
