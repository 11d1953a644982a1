import { useRef } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useDialogHistory } from './history-entries';

/**
 * "Are you sure?" before something that cannot be undone (or not simply). An
 * entry in the history while open: back closes it like "Annuleren" (not the
 * discard question, `inHistory={false}`: that one answers a held navigation).
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Annuleren',
  destructive = true,
  busy,
  inHistory = true,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** The button that changes nothing. */
  cancelLabel?: string;
  destructive?: boolean;
  busy: boolean;
  inHistory?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const history = useDialogHistory(inHistory && open, onClose);
  const confirming = useRef(false);
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          // Off the dialog's entry first: the action may leave the page.
          onClick={() => {
            if (confirming.current) return;
            confirming.current = true;
            void history.leaveEntry().then(() => {
              confirming.current = false;
              onConfirm();
            });
          }}
          disabled={busy}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
