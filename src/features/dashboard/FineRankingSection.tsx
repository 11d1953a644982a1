import { eurosToCents, formatEuros, formatMoney } from '../../../domain/money';
import { rankFineStandings } from '../../../domain/standings/rankings';
import { CardIcon } from '../../shell/CardIcon';
import { useFineStandings } from './api';
import { EmptyMessage } from '../../shell/EmptyMessage';
import { LoadError } from '../../shell/LoadError';
import { PlayerRanking } from './PlayerRanking';
import type { SeasonChoice } from './season';
import { SectionCard } from '../../shell/SectionCard';
import { EMPTY } from './sections';

type Row = ReturnType<typeof rankFineStandings>[number];

export function FineRankingSection({
  teamCode,
  season,
}: {
  teamCode: string;
  season: SeasonChoice;
}) {
  const { data, error, mutate } = useFineStandings(teamCode, season.id);
  if (error) return <LoadError onRetry={() => void mutate()} />;
  const rows = data && rankFineStandings(data);
  if (season.none || rows?.length === 0) return <EmptyMessage text={EMPTY.fines} />;
  const count = rows?.reduce((sum, row) => sum + row.count, 0) ?? 0;
  const totalCents = rows?.reduce((sum, row) => sum + eurosToCents(row.total), 0) ?? 0;
  const yellow = rows?.reduce((sum, row) => sum + row.yellow, 0) ?? 0;
  const red = rows?.reduce((sum, row) => sum + row.red, 0) ?? 0;
  return (
    <SectionCard>
      <PlayerRanking<Row>
        label="Boeteklassement"
        rows={rows}
        columns={[
          { header: 'Aantal', numeric: true, cell: (row) => row.count },
          // Issue 31: the cards he was shown.
          {
            header: 'Geel',
            label: 'Gele kaarten',
            head: <CardIcon color="yellow" decorative />,
            numeric: true,
            cell: (row) => row.yellow,
          },
          {
            header: 'Rood',
            label: 'Rode kaarten',
            head: <CardIcon color="red" decorative />,
            numeric: true,
            cell: (row) => row.red,
          },
          { header: 'Bedrag', numeric: true, cell: (row) => formatEuros(row.total) },
        ]}
        footer={['', 'Totaal', count, yellow, red, formatMoney(totalCents)]}
      />
    </SectionCard>
  );
}
