import { formatDate } from '../../../domain/dates';
import { formatSignedMoney } from '../../../domain/money';
import { signedTransactionCents } from '../../../domain/transactions/signed-amount';
import Box from '@mui/material/Box';
import { useTransactionPages } from './api';
import { EmptyMessage } from '../../shell/EmptyMessage';
import { LoadError } from '../../shell/LoadError';
import { LoadMore } from '../../shell/LoadMore';
import { Row, RowList, RowListSkeleton } from '../../shell/RowList';
import type { SeasonChoice } from './season';
import { SectionCard } from '../../shell/SectionCard';
import { EMPTY } from './sections';

/** Newest first (the API's order), a page at a time: date, reason, and the amount with its sign. */
export function TransactionsSection({
  teamCode,
  season,
}: {
  teamCode: string;
  season: SeasonChoice;
}) {
  const list = useTransactionPages(teamCode, season.listId);
  if (list.error) return <LoadError onRetry={list.retry} />;
  if (season.none || list.totals?.count === 0) return <EmptyMessage text={EMPTY.transactions} />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SectionCard>
        {list.totals ? (
          <RowList label="Transacties">
            {list.items.map((transaction) => {
              const cents = signedTransactionCents(transaction);
              return (
                <Row
                  key={transaction.id}
                  primary={transaction.reason}
                  secondary={formatDate(transaction.date)}
                  end={
                    <span className={`row-amount ${cents < 0 ? 'row-out' : 'row-in'}`}>
                      {formatSignedMoney(cents)}
                    </span>
                  }
                />
              );
            })}
          </RowList>
        ) : (
          <RowListSkeleton label="Transacties" />
        )}
      </SectionCard>
      <LoadMore list={list} />
    </Box>
  );
}
