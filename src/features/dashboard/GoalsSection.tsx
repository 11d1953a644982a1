import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import { rankGoalStandings } from '../../../domain/standings/rankings';
import { useGoalStandings } from './api';
import { EmptyMessage } from '../../shell/EmptyMessage';
import { LoadError } from '../../shell/LoadError';
import { PlayerRanking } from './PlayerRanking';
import type { SeasonChoice } from './season';
import { SectionCard } from '../../shell/SectionCard';
import { EMPTY } from './sections';
import { GoalsPerPlayerChart } from './SeasonCharts';

type Row = ReturnType<typeof rankGoalStandings>[number];

export function GoalsSection({ teamCode, season }: { teamCode: string; season: SeasonChoice }) {
  const { data, error, mutate } = useGoalStandings(teamCode, season.id);
  if (error) return <LoadError onRetry={() => void mutate()} />;
  const rows = data && rankGoalStandings(data);
  if (season.none || rows?.length === 0) return <EmptyMessage text={EMPTY.goals} />;
  const total = rows?.reduce((sum, row) => sum + row.goals, 0) ?? 0;
  return (
    <SectionCard>
      <PlayerRanking<Row>
        label="Doelpunten"
        rows={rows}
        columns={[
          { header: 'Doelpunten', numeric: true, cell: (row) => row.goals },
          // Issue 31: how often he was player of the match (a closed vote).
          {
            header: 'MvdW',
            label: 'Man van de wedstrijd',
            head: <EmojiEventsRounded fontSize="small" sx={{ verticalAlign: 'middle' }} />,
            numeric: true,
            cell: (row) => row.titles,
          },
        ]}
        footer={['', 'Totaal', total, '']}
      />
      <GoalsPerPlayerChart rows={rows} />
    </SectionCard>
  );
}
