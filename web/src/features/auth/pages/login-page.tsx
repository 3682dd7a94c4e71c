import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 420 }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 0.5 }}>
          정산 서비스
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          이메일과 비밀번호로 로그인해 주세요.
        </Typography>
        <LoginForm />
      </CardContent>
    </Card>
  );
}
