import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import type { Notice } from './notices';

// Just under the app bar (56 px on a phone, 64 px from `sm`): the FABs and the
// save and wizard buttons live at the bottom, so a notice there would cover them.
const belowAppBar = {
  top: {
    xs: 'calc(56px + 8px + env(safe-area-inset-top))',
    sm: 'calc(64px + 8px + env(safe-area-inset-top))',
  },
} as const;

export interface NoticeSnackbarProps {
  notice: Notice & { key: number };
  open: boolean;
  onClose: (event?: unknown, reason?: string) => void;
  onExited: () => void;
}

/** One notice of NoticeProvider: a filled alert in a snackbar at the top. */
export function NoticeSnackbar({ notice, open, onClose, onExited }: NoticeSnackbarProps) {
  return (
    <Snackbar
      key={notice.key}
      open={open}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      onClose={onClose}
      slotProps={{ transition: { onExited } }}
      sx={belowAppBar}
    >
      <Alert
        severity={notice.severity}
        variant="filled"
        onClose={onClose}
        sx={{ width: '100%', maxWidth: 488, boxShadow: 6 }}
      >
        {notice.title && <AlertTitle sx={{ mb: 0, fontWeight: 700 }}>{notice.title}</AlertTitle>}
        {notice.message}
      </Alert>
    </Snackbar>
  );
}
