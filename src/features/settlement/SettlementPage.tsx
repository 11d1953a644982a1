import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShareRounded from '@mui/icons-material/ShareRounded';
import { formatDate, toIsoDate } from '../../../domain/dates';
import { eurosToCents, formatMoney, formatSignedMoney } from '../../../domain/money';
import {
  bankBalanceInputSchema,
  type BankBalanceInput,
  type Settlement,
} from '../../../domain/settlement/settlement.schema';
import { useRequiredTeamCode } from '../../lib/app-context';
import { formErrorMessage } from '../../lib/error-messages';
import { useNotice } from '../../lib/notices';
import { teamPaths } from '../../lib/paths';
import { MoneyField } from '../../shell/form/MoneyField';
import { LoadError } from '../../shell/LoadError';
import { PageFallback } from '../../shell/PageFallback';
import { usePageTitle } from '../../shell/page-title';
import { SectionCard } from '../../shell/SectionCard';
import { useGoBack } from '../../shell/use-go-back';
import { isNotFound, requiredRouteId, useNotFound } from '../../shell/use-not-found';
import { useSaveBankBalance, useSettlement } from './api';
import { OwedList } from './OwedList';

const euros = (amount: number) => formatMoney(eurosToCents(amount));

/**
 * `/input/seasons/{seasonId}/settlement` (a team admin, issue 31): the season's end
 * for the treasurer. Who still owes what, each with the pay button and a WhatsApp
 * payment request; what the pot says the bank should hold beside what the bank says.
 * Closing the season is still the new-season wizard.
 */
export default function SettlementPage() {
  usePageTitle('Afrekening');
  const teamCode = useRequiredTeamCode();
  const seasonId = requiredRouteId(useParams().seasonId);
  const settlement = useSettlement(teamCode, seasonId);
  const goBack = useGoBack(teamPaths.input.seasons.path);
  useNotFound(seasonId === null || isNotFound(settlement.error), 'Seizoen niet gevonden', goBack);
  if (settlement.error && !isNotFound(settlement.error)) {
    return <LoadError onRetry={() => void settlement.mutate()} />;
  }
  const data = settlement.data;
  if (!data || seasonId === null) return <PageFallback />;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        Afrekening {data.description}
      </Typography>
      <PotCard settlement={data} />
      <BankBalanceCard teamCode={teamCode} settlement={data} />
      <SectionCard title="Wie moet nog betalen">
        <OwedList teamCode={teamCode} players={data.players} />
      </SectionCard>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="outlined"
          startIcon={<ShareRounded />}
          component={RouterLink}
          to={teamPaths.seasonRecap.href(data.seasonId)}
        >
          Seizoensoverzicht delen
        </Button>
        {!data.locked && (
          <Button variant="text" component={RouterLink} to={teamPaths.input.seasonNew.path}>
            Seizoen afsluiten: nieuw seizoen starten
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

function FigureRow({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 }}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          fontWeight: strong ? 700 : 600,
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** The fine pot's figures: the open fines add up to what the dashboard's pot calls open. */
function PotCard({ settlement }: { settlement: Settlement }) {
  return (
    <SectionCard title="Boetepot">
      <Box sx={{ px: 2, pb: 1.5 }}>
        <FigureRow label="Nog te betalen (open boetes)" value={euros(settlement.openTotal)} />
        <FigureRow
          label="Hoort nu op de bank te staan"
          value={euros(settlement.expectedBalance)}
          strong
        />
        <FigureRow label="Als iedereen betaald heeft" value={euros(settlement.totalPot)} />
      </Box>
    </SectionCard>
  );
}

/** "+ € 1,50: er staat meer op de bank dan de pot zegt." */
function differenceText(difference: number): string {
  const cents = eurosToCents(difference);
  if (cents === 0) return 'Klopt precies met de boetepot.';
  const side = cents > 0 ? 'meer' : 'minder';
  return `${formatSignedMoney(cents)}: er staat ${side} op de bank dan de boetepot zegt.`;
}

function BankBalanceCard({ teamCode, settlement }: { teamCode: string; settlement: Settlement }) {
  const save = useSaveBankBalance(teamCode, settlement.seasonId);
  const notice = useNotice();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<BankBalanceInput>({
    resolver: zodResolver(bankBalanceInputSchema),
    defaultValues: { bankBalance: settlement.bankBalance ?? undefined },
  });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save(values);
      notice.show({ severity: 'success', message: 'Banksaldo opgeslagen' });
    } catch (error) {
      setFailure(formErrorMessage(error, setError, ['bankBalance']));
    }
  });
  const entered = settlement.bankBalanceEnteredAt;
  return (
    <Card>
      <CardContent>
        <Typography variant="subtitle2" component="h2" sx={{ mb: 1.5 }}>
          Banksaldo
        </Typography>
        {settlement.locked ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            Dit seizoen is afgesloten: het banksaldo kan niet meer worden aangepast.
          </Alert>
        ) : (
          <Box component="form" onSubmit={submit} noValidate aria-label="Banksaldo">
            {failure && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {failure}
              </Alert>
            )}
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <MoneyField
                  control={control}
                  name="bankBalance"
                  label="Saldo volgens de bank"
                  helperText="Zoals je het in de bankapp ziet; een tekort met een min ervoor"
                />
              </Box>
              <Button
                type="submit"
                variant="contained"
                loading={formState.isSubmitting}
                sx={{ mt: 1, flexShrink: 0 }}
              >
                Opslaan
              </Button>
            </Stack>
          </Box>
        )}
        {settlement.bankBalance !== null && settlement.difference !== null && (
          <Box sx={{ mt: 2 }} role="status">
            <FigureRow label="Op de bank" value={euros(settlement.bankBalance)} />
            <FigureRow
              label="Verschil"
              value={formatSignedMoney(eurosToCents(settlement.difference))}
              strong
            />
            <Typography variant="body2" color="text.secondary">
              {differenceText(settlement.difference)}
              {entered && ` Ingevoerd op ${formatDate(toIsoDate(new Date(entered)))}.`}
            </Typography>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
