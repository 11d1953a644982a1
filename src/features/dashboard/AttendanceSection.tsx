import { formatPercentage } from '../../../domain/money';
import { attendancePercentage } from '../../../domain/standings/attendance';
import { rankAttendanceStandings } from '../../../domain/standings/rankings';
import { useAttendanceStandings } from './api';
import { EmptyMessage } from '../../shell/EmptyMessage';
import { PlayerLink } from './PlayerLink';
import { LoadError } from '../../shell/LoadError';
import { RankTable } from './RankTable';
import type { SeasonChoice } from './season';
import { SectionCard } from '../../shell/SectionCard';
import { EMPTY } from './sections';
import { AttendanceByMatchChart } from './SeasonCharts';

type Row = ReturnType<typeof rankAttendanceStandings>[number];

export function AttendanceSection({
  teamCode,
  season,
}: {
  teamCode: string;
  season: SeasonChoice;
}) {
  const { data, error, mutate } = useAttendanceStandings(teamCode, season.id);
  if (error) return <LoadError onRetry={() => void mutate()} />;
  const rows = data && rankAttendanceStandings(data);
  if (season.none || rows?.length === 0) return <EmptyMessage text={EMPTY.data} />;
  return (
    <SectionCard>
      <RankTable<Row>
        label="Aanwezigheid"
        rows={rows}
        rowKey={(row) => row.player.id}
        columns={[
          { header: '#', label: 'Plaats', numeric: true, cell: (row) => row.rank },
          { header: 'Speler', grow: true, cell: (row) => <PlayerLink player={row.player} /> },
          { header: 'Aanw.', label: 'Aanwezig', numeric: true, cell: (row) => row.present },
          { header: 'Afw.', label: 'Afwezig', numeric: true, cell: (row) => row.absent },
          {
            header: '%',
            label: 'Percentage',
            numeric: true,
            cell: (row) => formatPercentage(attendancePercentage(row.present, row.absent)),
          },
        ]}
      />
      <AttendanceByMatchChart teamCode={teamCode} seasonId={season.id} />
    </SectionCard>
  );
}
