import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { InviteCodesPage } from '../features/admin-invites/pages/invite-codes-page';
import { UsersPage } from '../features/admin-users/pages/users-page';

type AdminUsersTab = 'users' | 'invites';
const TAB_PARAM = 'tab';

/**
 * /admin/user composes two features (which may not import each other): the members table and,
 * on the '초대 코드' tab (?tab=invites, so it can be linked and survives a reload), the invite
 * codes. The spec has no route of its own for invite codes.
 */
export function AdminUsersRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AdminUsersTab = searchParams.get(TAB_PARAM) === 'invites' ? 'invites' : 'users';

  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        회원 관리
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, next: AdminUsersTab) =>
            setSearchParams(next === 'invites' ? { [TAB_PARAM]: 'invites' } : {}, { replace: true })
          }
          aria-label="회원 관리 메뉴"
        >
          <Tab value="users" label="회원 목록" id="admin-users-tab-users" aria-controls="admin-users-panel" />
          <Tab
            value="invites"
            label="초대 코드"
            id="admin-users-tab-invites"
            aria-controls="admin-users-panel"
          />
        </Tabs>
      </Box>
      <Box role="tabpanel" id="admin-users-panel" aria-labelledby={`admin-users-tab-${tab}`}>
        {tab === 'invites' ? <InviteCodesPage /> : <UsersPage />}
      </Box>
    </Stack>
  );
}
