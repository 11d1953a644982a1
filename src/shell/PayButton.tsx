import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import QrCode2Rounded from '@mui/icons-material/QrCode2Rounded';
import { useDialogHistory } from './history-entries';

// The dialog and the QR encoder are a chunk of their own: the dashboard's first load stays small.
const PaymentDialog = lazy(() => import('./PaymentDialog'));

/**
 * 'Betalen met QR-code' under a player's open fines: opens the transfer with its EPC QR
 * code. Show it only when the team set an IBAN (`useVisibility().payByQr`).
 */
export function PayButton({
  teamCode,
  playerId,
  playerName,
}: {
  teamCode: string;
  playerId: number;
  playerName: string;
}) {
  const [open, setOpen] = useState(false);
  // Back closes the transfer instead of leaving the dashboard.
  useDialogHistory(open, () => setOpen(false));
  return (
    <>
      <Button
        variant="contained"
        color="secondary"
        size="large"
        fullWidth
        startIcon={<QrCode2Rounded />}
        onClick={() => setOpen(true)}
        aria-label={`Boetes van ${playerName} betalen`}
      >
        Betalen met QR-code
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PaymentDialog
            teamCode={teamCode}
            playerId={playerId}
            playerName={playerName}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
