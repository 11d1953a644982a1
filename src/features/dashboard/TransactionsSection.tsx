import Typography from '@mui/material/Typography';
import { formatDate } from '../../../domain/dates';
import { formatSignedMoney } from '../../../domain/money';
import { signedTransactionCents } from '../../../domain/transactions/signed-amount';
import { useTransactions } from './api';
import { EmptyMessage } from '../../shell/EmptyMessage';
import { LoadError } from '../../shell/LoadError';
import { Row, RowList, RowListSkeleton } from '../../shell/RowList';
import type { SeasonChoice } from './season';
import { SectionCard } from '../../shell/SectionCard';
import { EMPTY } from './sections';

/** Newest first (the API's order): date, reason, and the amount with its sign. */
export function TransactionsSection({
  teamCode,
  season,
}: {
  teamCode: string;
  season: SeasonChoice;
}) {
  const { data, error, mutate } = useTransactions(teamCode, season.listId);
  if (error) return <LoadError onRetry={() => void mutate()} />;
  if (season.none || data?.length === 0) return <EmptyMessage text={EMPTY.transactions} />;
  return (
    <SectionCard>
      {data ? (
        <RowList label="Transacties">
          {data.map((transaction) => {
            const cents = signedTransactionCents(transaction);
            return (
              <Row
                key={transaction.id}
                primary={transaction.reason}
                secondary={formatDate(transaction.date)}
                end={
                  <Typography
                    sx={{
                      fontWeight: 600,
                      whiteSpace: 'nowrap',
                      color: cents < 0 ? 'error.main' : 'success.main',
                    }}
                  >
                    {formatSignedMoney(cents)}
                  </Typography>
                }
              />
            );
          })}
        </RowList>
      ) : (
        <RowListSkeleton label="Transacties" />
      )}
    </SectionCard>
  );
}
