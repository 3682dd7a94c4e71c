import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useState } from 'react';
import { secondsLeft } from '../../../lib/idle-tracker';

export interface IdleWarningDialogProps {
  /** When the session signs out (epoch ms). */
  deadline: number;
  onStay: () => void;
  onSignOut: () => void;
}

/**
 * The last minute before an idle admin is signed out. Any input closes it (the idle tracker
 * counts it and the state goes back to active); closing it by Esc or the backdrop is input too.
 */
export function IdleWarningDialog({ deadline, onStay, onSignOut }: IdleWarningDialogProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Dialog open onClose={onStay} maxWidth="xs" fullWidth aria-labelledby="idle-warning-title">
      <DialogTitle id="idle-warning-title">자동 로그아웃 안내</DialogTitle>
      <DialogContent>
        <DialogContentText role="timer">
          {secondsLeft(deadline, now)}초 후 자동으로 로그아웃됩니다.
        </DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>
          계속 사용하시려면 계속 사용을 눌러 주세요. 오래 사용하지 않으면 개인정보 보호를 위해 로그아웃됩니다.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onSignOut}>로그아웃</Button>
        <Button variant="contained" onClick={onStay} autoFocus>
          계속 사용
        </Button>
      </DialogActions>
    </Dialog>
  );
}
