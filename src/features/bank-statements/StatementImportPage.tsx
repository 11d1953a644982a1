import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../domain/dates';
import { formatEuros, formatSignedMoney } from '../../../domain/money';
import { signedTransactionCents } from '../../../domain/transactions/signed-amount';
import { formatCreditorReference } from '../../../domain/payments/creditor-reference';
import {
  UNMATCHED_REASON_LABELS,
  type StatementResult,
  type UnmatchedEntry,
} from '../../../domain/bank-statements/statement.schema';
import { playerDisplayName } from '../../../domain/players/display-name';
import { useRequiredTeamCode } from '../../lib/app-context';
import { DomainError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-messages';
import { readChosenFile } from '../../lib/file-upload';
import { FilePicker } from '../../shell/FilePicker';
import { usePageTitle } from '../../shell/page-title';
import { usePlayers } from '../../resources/players';
import { useStatementWrites } from './api';
import { TitledCard } from '../../shell/TitledCard';

/** Fits the transaction form's 100 characters: who, and what for. */
function bookingReason(entry: UnmatchedEntry): string {
  const text = [entry.name, entry.description].filter(Boolean).join(': ') || 'Bankafschrift';
  return text.length > 100 ? `${text.slice(0, 99)}…` : text;
}

/**
 * Team-host `/settings/bankafschrift`: a team admin uploads the bank's
 * statement; transfers with a known reference and the exact amount mark their
 * fines paid, the rest is listed to book as income or expense with one tap.
 */
export default function StatementImportPage() {
  usePageTitle('Bankafschrift');
  const teamCode = useRequiredTeamCode();
  const writes = useStatementWrites(teamCode);
  const players = usePlayers(teamCode, { all: true });
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<StatementResult | null>(null);

  const choose = async (picked: File) => {
    setResult(null);
    setFailure(null);
    try {
      const chosen = await readChosenFile(picked, 'text');
      setFile(chosen);
    } catch (error) {
      setFile(null);
      setFailure(errorMessage(error));
    }
  };

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      setResult(await writes.upload({ content: file.content }));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const nameOf = (playerId: number | null) => {
    const player = players.data?.find((p) => p.id === playerId);
    return player ? playerDisplayName(player) : 'Speler';
  };

  return (
    <Stack spacing={3}>
      <TitledCard
        title="Bankafschrift inlezen"
        subheader="Betalingen met het betalingskenmerk van Teampot en het juiste bedrag zetten de boetes op betaald."
      >
        <Stack spacing={2}>
          <FilePicker
            fileName={file?.name ?? null}
            accept=".xml,.sta,.940,.mt940,.txt,.swi"
            onPick={(picked) => void choose(picked)}
            testId="statement-file"
          />
          {failure && <Alert severity="error">{failure}</Alert>}
          <Button
            variant="contained"
            size="large"
            disabled={!file}
            loading={busy}
            onClick={() => void upload()}
          >
            Inlezen
          </Button>
        </Stack>
      </TitledCard>
      {result && (
        <>
          <Alert severity={result.unmatched.length > 0 ? 'info' : 'success'}>
            {summary(result)}
          </Alert>
          {result.matched.length > 0 && (
            <TitledCard title="Betaald" subheader="Deze boetes staan nu op betaald">
              <List disablePadding aria-label="Betaald">
                {result.matched.map((entry) => (
                  <ListItem key={entry.reference} disableGutters divider>
                    <ListItemText
                      primary={nameOf(entry.playerId)}
                      secondary={`${formatDate(entry.date)} · ${entry.fineIds.length} ${
                        entry.fineIds.length === 1 ? 'boete' : 'boetes'
                      } · ${formatCreditorReference(entry.reference)}`}
                      sx={{ minWidth: 0, pr: 1.5, overflowWrap: 'anywhere' }}
                    />
                    <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                      {formatEuros(entry.amount)}
                    </Typography>
                  </ListItem>
                ))}
              </List>
            </TitledCard>
          )}
          {result.unmatched.length > 0 && (
            <TitledCard title="Nog te beoordelen" subheader="Boek ze als inkomsten of uitgave">
              <List disablePadding aria-label="Nog te beoordelen">
                {result.unmatched.map((entry) => (
                  <UnmatchedRow
                    key={entry.statementEntry}
                    entry={entry}
                    book={() =>
                      writes.book({
                        statementEntry: entry.statementEntry,
                        amount: entry.amount,
                        date: entry.date,
                        reason: bookingReason(entry),
                        transactionType: entry.transactionType,
                      })
                    }
                  />
                ))}
              </List>
            </TitledCard>
          )}
        </>
      )}
    </Stack>
  );
}

/** What the import did, in one sentence; a file read before says plainly that nothing was new. */
function summary(result: StatementResult): string {
  const { matched, unmatched, alreadyImported } = result;
  if (matched.length === 0 && unmatched.length === 0) {
    return alreadyImported > 0
      ? 'Niets nieuws: alle regels van dit bankafschrift waren al verwerkt.'
      : 'Dit bankafschrift heeft geen regels.';
  }
  const parts = [
    `${matched.length} ${matched.length === 1 ? 'betaling' : 'betalingen'} verwerkt`,
    `${unmatched.length} nog te beoordelen`,
  ];
  if (alreadyImported > 0) parts.push(`${alreadyImported} al eerder ingelezen`);
  return `${parts.join(', ')}.`;
}

function UnmatchedRow({ entry, book }: { entry: UnmatchedEntry; book: () => Promise<unknown> }) {
  const [state, setState] = useState<'open' | 'busy' | 'booked'>('open');
  const [failure, setFailure] = useState<string | null>(null);
  const income = entry.transactionType === 'Income';
  const tap = async () => {
    setState('busy');
    setFailure(null);
    try {
      await book();
      setState('booked');
    } catch (error) {
      setState('open');
      if (error instanceof DomainError && error.error === 'StatementEntryAlreadyImported') {
        setState('booked');
      } else setFailure(errorMessage(error));
    }
  };
  return (
    <ListItem disableGutters divider sx={{ display: 'block' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
        <ListItemText
          primary={entry.name || 'Onbekend'}
          secondary={[formatDate(entry.date), entry.description].filter(Boolean).join(' · ')}
          sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
        />
        <Typography
          sx={{
            fontWeight: 600,
            whiteSpace: 'nowrap',
            color: income ? 'success.main' : 'error.main',
          }}
        >
          {formatSignedMoney(signedTransactionCents(entry))}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Chip size="small" label={UNMATCHED_REASON_LABELS[entry.reason]} />
        <span style={{ flex: 1 }} />
        {state === 'booked' ? (
          <Chip size="small" color="success" label="Geboekt" />
        ) : (
          <Button
            size="small"
            variant="outlined"
            loading={state === 'busy'}
            onClick={() => void tap()}
          >
            {income ? 'Boek als inkomsten' : 'Boek als uitgave'}
          </Button>
        )}
      </Stack>
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
    </ListItem>
  );
}
