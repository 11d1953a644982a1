import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { eurosToCents, formatMoney, formatSignedMoney } from '../../../domain/money';
import { finePot, type FinePot } from '../../../domain/fine-pot/fine-pot';
import { useSeasonBalance } from './api';
import { LoadError } from '../../shell/LoadError';
import type { SeasonChoice } from './season';
import { SectionCard } from '../../shell/SectionCard';
import { FinePotCharts } from './SeasonCharts';

const ROWS: { key: keyof FinePot; label: string; total?: boolean; signed?: boolean }[] = [
  { key: 'unpaidFines', label: 'Openstaande boetes' },
  { key: 'paidFines', label: 'Betaalde boetes' },
  { key: 'totalFines', label: 'Totaal boetes', total: true },
  { key: 'transactions', label: 'Transacties', signed: true },
  { key: 'totalPot', label: 'Totale pot', total: true },
];

const ZERO: FinePot = { unpaidFines: 0, paidFines: 0, totalFines: 0, transactions: 0, totalPot: 0 };

/**
 * The fine pot: all fines plus the transactions make the total pot (what it holds
 * once every fine is paid); below it, what is in it now (docs/dashboard.md).
 */
export function FinePotSection({ teamCode, season }: { teamCode: string; season: SeasonChoice }) {
  const { data, error, mutate } = useSeasonBalance(teamCode, season.id);
  if (error) return <LoadError onRetry={() => void mutate()} />;
  const pot = season.none ? ZERO : data && finePot(data);
  const balanceCents = season.none ? 0 : data && eurosToCents(data.balance);
  return (
    <SectionCard>
      <Table size="small" aria-label="Boetepot" aria-busy={!pot}>
        <TableBody>
          {ROWS.map((row) => (
            <TableRow
              key={row.key}
              sx={row.total ? { '& > *': { fontWeight: 700, bgcolor: 'action.hover' } } : undefined}
            >
              <TableCell component="th" scope="row" sx={{ pl: 2, fontWeight: 'inherit' }}>
                {row.label}
              </TableCell>
              <TableCell
                align="right"
                sx={{ pr: 2, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
              >
                {pot ? (
                  row.signed ? (
                    formatSignedMoney(pot[row.key])
                  ) : (
                    formatMoney(pot[row.key])
                  )
                ) : (
                  <Skeleton width={64} sx={{ ml: 'auto' }} />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box sx={{ px: 2, py: 1.5, display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          Nu in kas (betaalde boetes en transacties)
        </Typography>
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        >
          {balanceCents === undefined ? <Skeleton width={64} /> : formatMoney(balanceCents)}
        </Typography>
      </Box>
      {!season.none && <FinePotCharts teamCode={teamCode} seasonId={season.id} />}
    </SectionCard>
  );
}
