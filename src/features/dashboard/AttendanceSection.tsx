import { formatPercentage } from '../../../domain/money';
import { attendancePercentage } from '../../../domain/standings/attendance';
import { rankAttendanceStandings } from '../../../domain/standings/rankings';
import { useAttendanceStandings } from './api';
import { EmptyMessage } from '../../shell/EmptyMessage';
import { LoadError } from '../../shell/LoadError';
import { PlayerRanking } from './PlayerRanking';
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
      <PlayerRanking<Row>
        label="Aanwezigheid"
        rows={rows}
        columns={[
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
