import { privacyConsent } from '@settle/contract/privacy-consent';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { lazy, Suspense, useState } from 'react';

// The full text is read by few: its dialog loads when 보기 is pressed.
const PrivacyConsentDialog = lazy(() =>
  import('./privacy-consent-dialog').then((m) => ({ default: m.PrivacyConsentDialog })),
);

interface PrivacyConsentFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  error?: string;
}

/** "[필수] 개인정보 수집·이용 동의" with 보기 beside it, which opens the full text. */
export function PrivacyConsentField({ checked, onChange, disabled, error }: PrivacyConsentFieldProps) {
  const [open, setOpen] = useState(false);
  const errorId = 'register-consent-error';
  return (
    <div>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <FormControlLabel
          sx={{ mr: 0 }}
          control={
            <Checkbox
              name="consent"
              checked={checked}
              onChange={(event) => onChange(event.target.checked)}
              disabled={disabled}
              slotProps={{ input: { 'aria-describedby': error ? errorId : undefined } }}
            />
          }
          label={
            <>
              <Box component="span" sx={{ color: 'primary.main', fontWeight: 700 }}>
                {privacyConsent.required}
              </Box>{' '}
              {privacyConsent.title}
            </>
          }
        />
        <Button
          size="small"
          color="inherit"
          onClick={() => setOpen(true)}
          aria-label={`${privacyConsent.title} 보기`}
          sx={{ flexShrink: 0, minWidth: 0, textDecoration: 'underline' }}
        >
          보기
        </Button>
      </Box>
      {error && (
        <FormHelperText id={errorId} error sx={{ ml: 1.5 }}>
          {error}
        </FormHelperText>
      )}
      {open && (
        <Suspense fallback={null}>
          <PrivacyConsentDialog
            onClose={() => setOpen(false)}
            onAgree={() => {
              onChange(true);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
