import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import { formatDateShort } from '../../../domain/dates';
import { eurosToCents, formatMoney, formatSignedMoney } from '../../../domain/money';
import { signedTransactionCents } from '../../../domain/transactions/signed-amount';
import type { Transaction } from '../../../domain/transactions/transaction.schema';
import { LoadError } from '../../shell/LoadError';
import { RowAmount, ToneIcon } from '../../shell/list-row';
import { LoadMore } from '../../shell/LoadMore';
import { useRequiredTeamCode } from '../../lib/app-context';
import { teamPaths } from '../../lib/paths';
import { AddFab } from '../../shell/AddFab';
import { PageFallback } from '../../shell/PageFallback';
import { usePageTitle } from '../../shell/page-title';
import { ListCard } from '../../shell/ListCard';
import { useTransactionPages } from './api';

/** /input/transactions: the current season's income and expenses, newest first. */
export default function TransactionListPage() {
  const teamCode = useRequiredTeamCode();
  usePageTitle('Transacties');
  const list = useTransactionPages(teamCode);

  if (list.error) {
    return <LoadError what="de transacties" onRetry={list.retry} />;
  }
  if (list.isLoading || !list.totals) return <PageFallback />;

  const transactions = list.items;
  const income = eurosToCents(list.totals.income);
  const expenses = eurosToCents(list.totals.expenses);

  return (
    <>
      <Stack spacing={2}>
        <Card component="section" aria-label="Bedragen" sx={{ display: 'flex' }}>
          <Amount label="Inkomsten" cents={income} />
          <Separator />
          <Amount label="Uitgaven" cents={expenses} />
          <Separator />
          <Amount label="Saldo" cents={income - expenses} strong />
        </Card>
        <ListCard
          label="Transacties"
          items={transactions}
          empty="Geen transacties gevonden"
          row={(transaction, divider) => (
            <TransactionRow key={transaction.id} transaction={transaction} divider={divider} />
          )}
        />
        <LoadMore list={list} what="de transacties" />
      </Stack>
      <AddFab to={teamPaths.input.transactionNew.path}>Transactie</AddFab>
    </>
  );
}

function TransactionRow({ transaction, divider }: { transaction: Transaction; divider: boolean }) {
  const income = transaction.transactionType === 'Income';
  return (
    <ListItem disablePadding divider={divider}>
      <ListItemButton
        component={RouterLink}
        to={teamPaths.input.transaction.href(transaction.id)}
        sx={{ borderRadius: 0, gap: 1.5, py: 1.25, minHeight: 64 }}
      >
        <ToneIcon tone={income ? 'success' : 'error'}>
          {income ? <AddRounded /> : <RemoveRounded />}
        </ToneIcon>
        <ListItemText
          primary={transaction.reason}
          secondary={formatDateShort(transaction.date)}
          slotProps={{ primary: { noWrap: true, sx: { fontWeight: 600 } } }}
          sx={{ minWidth: 0, my: 0 }}
        />
        <RowAmount color={income ? 'success.main' : 'error.main'}>
          {formatSignedMoney(signedTransactionCents(transaction))}
        </RowAmount>
      </ListItemButton>
    </ListItem>
  );
}

function Amount({
  label,
  cents,
  strong = false,
}: {
  label: string;
  cents: number;
  strong?: boolean;
}) {
  return (
    <Box sx={{ flex: 1, minWidth: 0, px: 1, py: 1.5, textAlign: 'center' }}>
      <Typography variant="body2" color="text.secondary" noWrap>
        {label}
      </Typography>
      <Typography
        component="p"
        noWrap
        sx={{
          fontSize: '1.0625rem',
          fontWeight: strong ? 750 : 650,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {formatMoney(cents)}
      </Typography>
    </Box>
  );
}

function Separator() {
  return <Box sx={{ width: '1px', flexShrink: 0, bgcolor: 'divider', my: 1.5 }} />;
}
