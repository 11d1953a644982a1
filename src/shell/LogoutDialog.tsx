import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * "Uitloggen?" before the session ends: the logout button sits in the header of
 * /input, one stray tap from the page's own buttons, and a pin holder needs the
 * pin again to get back in. Its own chunk: loaded when logout is first asked for.
 */
export function LogoutDialog({
  open,
  teamSession,
  onLogout,
  onClose,
}: {
  open: boolean;
  /** A pin session: the way back in is the team pin, not an e-mail account. */
  teamSession: boolean;
  onLogout: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      title="Uitloggen?"
      message={
        teamSession
          ? 'Om daarna weer iets in te voeren, log je opnieuw in met de pincode van het team.'
          : 'Je moet daarna opnieuw inloggen met je e-mailadres en wachtwoord.'
      }
      confirmLabel="Uitloggen"
      destructive={false}
      busy={busy}
      onConfirm={() => {
        setBusy(true);
        void onLogout().finally(() => {
          setBusy(false);
          onClose();
        });
      }}
      onClose={onClose}
    />
  );
}
