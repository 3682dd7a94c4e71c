import { privacyConsent } from '@settle/contract/privacy-consent';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface PrivacyConsentDialogProps {
  onClose: () => void;
  /** 동의하기: checks the box and closes. */
  onAgree: () => void;
}

/** The full 개인정보 수집·이용 동의 text (contract privacy-consent), opened by 보기 on /register. */
export function PrivacyConsentDialog({ onClose, onAgree }: PrivacyConsentDialogProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="privacy-consent-title"
      fullWidth
      maxWidth="xs"
      scroll="paper"
    >
      <DialogTitle id="privacy-consent-title" sx={{ fontWeight: 700 }}>
        {privacyConsent.title}
      </DialogTitle>
      <DialogContent dividers>
        <Stack component="dl" spacing={2} sx={{ m: 0 }}>
          {privacyConsent.sections.map((section) => (
            <div key={section.heading}>
              <Typography component="dt" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
                {section.heading}
              </Typography>
              <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
                {section.body}
              </Typography>
            </div>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} color="inherit">
          닫기
        </Button>
        <Button onClick={onAgree} variant="contained">
          동의하기
        </Button>
      </DialogActions>
    </Dialog>
  );
}
