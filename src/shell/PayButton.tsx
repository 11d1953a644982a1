import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import QrCode2Rounded from '@mui/icons-material/QrCode2Rounded';
import { useAuth } from '../lib/auth-state';
import { teamPaths } from '../lib/paths';
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

/**
 * Where a player's open fines can be paid: the pay button once the team set an IBAN
 * (`payByQr` of `useVisibility`); until then its admin is told what is missing and where
 * to set it, instead of a button that is simply not there. Others see nothing.
 */
export function PayAction({
  payByQr,
  teamCode,
  playerId,
  playerName,
}: {
  payByQr: boolean | undefined;
  teamCode: string;
  playerId: number;
  playerName: string;
}) {
  const { loginState } = useAuth();
  if (payByQr) return <PayButton teamCode={teamCode} playerId={playerId} playerName={playerName} />;
  if (payByQr === false && loginState === 'user') {
    return (
      <Alert severity="info" icon={<QrCode2Rounded />} sx={{ textAlign: 'left' }}>
        Betalen met een QR-code kan zodra het team een IBAN heeft.{' '}
        <Link component={RouterLink} to={teamPaths.settings.path} sx={{ fontWeight: 600 }}>
          IBAN instellen
        </Link>
      </Alert>
    );
  }
  return null;
}
