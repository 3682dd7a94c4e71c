import Button from '@mui/material/Button';
import { IconDownload } from '@tabler/icons-react';
import { promptInstall, useInstallAvailable } from '../../lib/install-prompt';

/**
 * "앱 설치" (spec §2): shown only while the browser offers installation (its deferred
 * `beforeinstallprompt`), so it stays hidden when the app is installed or the browser has no
 * such prompt.
 */
export function InstallButton() {
  const available = useInstallAvailable();
  if (!available) return null;
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<IconDownload size={18} aria-hidden />}
      onClick={() => void promptInstall()}
      sx={{ whiteSpace: 'nowrap' }}
    >
      앱 설치
    </Button>
  );
}
