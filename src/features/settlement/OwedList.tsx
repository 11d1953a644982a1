import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { formatCreditorReference } from '../../../domain/payments/creditor-reference';
import { eurosToCents, formatMoney } from '../../../domain/money';
import { playerDisplayName } from '../../../domain/players/display-name';
import type { SettlementPlayer } from '../../../domain/settlement/settlement.schema';
import { teamPaths } from '../../lib/paths';
import { EmptyMessage } from '../../shell/EmptyMessage';
import { PayAction } from '../../shell/PayButton';
import { whatsAppShareHref } from '../../shell/payment-request';
import { useVisibility } from '../../resources/visibility';

/** Every player who still owes the pot: amount, reference, the QR transfer and a WhatsApp request. */
export function OwedList({ teamCode, players }: { teamCode: string; players: SettlementPlayer[] }) {
  const payByQr = useVisibility(teamCode).data?.payByQr;
  if (players.length === 0) return <EmptyMessage text="Iedereen heeft betaald" dense />;
  return (
    <Stack component="ul" aria-label="Wie moet nog betalen" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {players.map((row) => {
        const name = playerDisplayName(row.player);
        const cents = eurosToCents(row.openAmount);
        return (
          <Stack
            component="li"
            key={row.player.id}
            spacing={1}
            sx={{ px: 2, py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}
          >
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'space-between' }}>
              <div>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {row.fineCount} {row.fineCount === 1 ? 'boete' : 'boetes'} · kenmerk{' '}
                  <span style={{ whiteSpace: 'nowrap' }}>
                    {formatCreditorReference(row.reference)}
                  </span>
                </Typography>
              </div>
              <Typography
                sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
              >
                {formatMoney(cents)}
              </Typography>
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <PayAction
                payByQr={payByQr}
                teamCode={teamCode}
                playerId={row.player.id}
                playerName={name}
              />
              <Button
                variant="outlined"
                fullWidth
                startIcon={<WhatsApp />}
                href={whatsAppShareHref(
                  name,
                  cents,
                  `${window.location.origin}${teamPaths.player.href(row.player.id)}`,
                )}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Betaalverzoek via WhatsApp aan ${name}`}
              >
                Betaalverzoek via WhatsApp
              </Button>
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}
