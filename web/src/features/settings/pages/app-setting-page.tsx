import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NotificationSetting } from '../components/notification-setting';
import { ThemeSetting } from '../components/theme-setting';

/** /setting/app: theme and notifications (spec §1, §2). */
export function AppSettingPage() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        앱 설정
      </Typography>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
          <ThemeSetting />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            알림
          </Typography>
          <NotificationSetting />
        </CardContent>
      </Card>
    </Stack>
  );
}
