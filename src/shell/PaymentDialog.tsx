import { useEffect, useRef } from 'react';
import QRCode from 'qrcode';
import useSWR from 'swr';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { formatIban } from '../../domain/payments/iban';
import { formatEuros } from '../../domain/money';
import { LoadError } from './LoadError';
import { formatCreditorReference } from '../../domain/payments/creditor-reference';
import type { Payment } from '../../domain/payments/money-settings.schema';
import { useNotice } from '../lib/notices';
import { teamKey } from '../lib/swr';

const QR_SIZE = 232;

/** How to pay a player's open fines by QR; null waits: the dialog asks only once it opens. */
function usePayment(teamCode: string, playerId: number | null) {
  return useSWR<Payment>(playerId === null ? null : teamKey(teamCode, `/fine/payment/${playerId}`));
}

/** The transfer of a player's open fines: the EPC QR code for a banking app, and each field to copy. */
export default function PaymentDialog({
  teamCode,
  playerId,
  playerName,
  onClose,
}: {
  teamCode: string;
  playerId: number;
  playerName: string;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const payment = usePayment(teamCode, playerId);
  const data = payment.data;

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      fullScreen={phone}
      slotProps={{ paper: { sx: phone ? { borderRadius: 0 } : {} } }}
      aria-labelledby="payment-title"
    >
      <DialogTitle id="payment-title" sx={{ pb: 0.5 }}>
        Boetes betalen
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {playerName}
        </Typography>
        {payment.error ? (
          <LoadError what="de boetes" onRetry={() => void payment.mutate()} />
        ) : !data ? (
          <Skeleton variant="rounded" width={QR_SIZE} height={QR_SIZE} sx={{ mx: 'auto' }} />
        ) : data.payload === null ? (
          <Typography>Er staan geen boetes open om te betalen.</Typography>
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
            <Typography
              component="p"
              sx={{
                textAlign: 'center',
                fontSize: '2rem',
                fontWeight: 750,
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {formatEuros(data.amount)}
            </Typography>
            <QrCanvas payload={data.payload} />
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              Scan de code met je bankapp, of maak het bedrag over:
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
              <CopyField label="Naar" value={data.accountName ?? ''} />
              <CopyField
                label="IBAN"
                value={formatIban(data.iban ?? '')}
                copyValue={data.iban ?? ''}
              />
              {data.reference && (
                <CopyField
                  label="Betalingskenmerk"
                  value={formatCreditorReference(data.reference)}
                  copyValue={data.reference}
                />
              )}
              <CopyField label="Omschrijving" value={data.description} />
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          onClick={onClose}
          variant={phone ? 'contained' : 'text'}
          fullWidth={phone}
          size={phone ? 'large' : 'medium'}
        >
          Sluiten
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Error correction level M, as EPC069-12 asks; white margin so every scanner finds the code. */
function QrCanvas({ payload }: { payload: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    void QRCode.toCanvas(canvas.current, payload, {
      errorCorrectionLevel: 'M',
      margin: 3,
      width: QR_SIZE,
    });
  }, [payload]);
  return (
    <Box
      sx={{
        alignSelf: 'center',
        p: 1,
        borderRadius: 2,
        bgcolor: '#fff',
        border: 1,
        borderColor: 'divider',
        lineHeight: 0,
      }}
    >
      <canvas
        ref={canvas}
        role="img"
        aria-label="QR-code voor je bankapp"
        width={QR_SIZE}
        height={QR_SIZE}
      />
    </Box>
  );
}

function CopyField({
  label,
  value,
  copyValue = value,
}: {
  label: string;
  value: string;
  copyValue?: string;
}) {
  const notice = useNotice();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(copyValue);
      notice.show({ severity: 'success', message: `${label} gekopieerd` });
    } catch {
      notice.show({ severity: 'error', message: 'Kopiëren is niet gelukt' });
    }
  };
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 0.75,
        borderRadius: 2,
        bgcolor: 'action.hover',
      }}
    >
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="dt" variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Typography
          component="dd"
          sx={{
            m: 0,
            fontWeight: 600,
            overflowWrap: 'anywhere',
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {value}
        </Typography>
      </Box>
      <IconButton onClick={() => void copy()} aria-label={`${label} kopiëren`} size="small">
        <ContentCopyRounded fontSize="small" />
      </IconButton>
    </Box>
  );
}
