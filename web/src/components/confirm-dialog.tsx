import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /**
   * The button that backs out. 취소 (default) reads wrong beside an action that is itself a
   * cancel ('거래 취소'): such callers say 닫기.
   */
  closeLabel?: string;
  pending?: boolean;
  /** Red (default) for a destructive action; primary for one that is only hard to take back. */
  confirmColor?: 'error' | 'primary';
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before a destructive action (the confirm button is red) or a weighty one. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  closeLabel = '취소',
  pending,
  confirmColor = 'error',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {closeLabel}
        </Button>
        {/* loading: a spinner while the request runs, so a slow one never looks frozen. */}
        <Button color={confirmColor} variant="contained" onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
