import { useState } from 'react';
import { useNotice } from '../lib/notices';

/**
 * An action behind an "are you sure?" dialog (delete, duplicate): `ask` opens
 * the dialog, `dialog` goes onto <ConfirmDialog>. While the action runs the
 * dialog is busy; a failure closes it and says why.
 */
export function useConfirmedAction(action: () => Promise<void>) {
  const notice = useNotice();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setOpen(false);
      notice.failed(error);
    } finally {
      setBusy(false);
    }
  };

  return {
    ask: () => setOpen(true),
    dialog: {
      open,
      busy,
      onConfirm: () => void confirm(),
      onClose: () => setOpen(false),
    },
  };
}
