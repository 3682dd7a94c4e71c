import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { memberDetailPath } from '../lib/member-path';

/** A member's name (or id) in an admin list, linking to their 회원 상세 page. */
export function MemberLink({ userId, children }: { userId: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={memberDetailPath(userId)} underline="hover" data-testid="member-link">
      {children}
    </Link>
  );
}
