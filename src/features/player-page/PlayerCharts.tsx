import useSWR from 'swr';
import type { FinePoint } from '../../../domain/fine-pot/by-match.schema';
import type { MatchPoint } from '../../../domain/standings/by-match.schema';
import { teamKey } from '../../lib/swr';
import { LazyChart } from '../../shell/charts/LazyChart';
import { SectionCard } from '../../shell/SectionCard';
import { useInView } from '../../shell/use-in-view';
import { playerFinesChart, playerSeasonChart } from './player-charts';

const HEIGHT = 200;

/**
 * The player's season in charts, at the foot of his page: read once it comes into
 * view. The fines chart only for whom the API shows his fines (the page's own
 * answer says so: `fines` is null when the team hides money from this visitor).
 */
export function PlayerCharts({
  teamCode,
  playerId,
  seasonId,
  moneyVisible,
}: {
  teamCode: string;
  playerId: number;
  /** The page's season; undefined while the page loads, null before the team's first season. */
  seasonId: number | null | undefined;
  moneyVisible: boolean;
}) {
  const [ref, inView] = useInView<HTMLElement>();
  const ready = inView && typeof seasonId === 'number';
  const season = useSWR<MatchPoint[]>(
    ready ? teamKey(teamCode, `/standings/${seasonId}/by-match`, { playerId }) : null,
  );
  const fines = useSWR<FinePoint[]>(
    ready && moneyVisible
      ? teamKey(teamCode, `/fine-pot/${seasonId}/by-match`, { playerId })
      : null,
  );
  if (seasonId === null) return null;
  const seasonChart = season.data && playerSeasonChart(season.data);
  const finesChart = fines.data && playerFinesChart(fines.data);
  return (
    <SectionCard title="Seizoen in grafieken">
      <LazyChart
        ref={ref}
        title="Aanwezig en doelpunten, opgeteld"
        height={HEIGHT}
        spec={seasonChart?.spec}
        summary={seasonChart?.summary}
        onRetry={season.error ? () => void season.mutate() : undefined}
      />
      {moneyVisible && (
        <LazyChart
          title="Boetes per wedstrijd"
          height={HEIGHT}
          spec={finesChart?.spec}
          summary={finesChart?.summary}
          onRetry={fines.error ? () => void fines.mutate() : undefined}
        />
      )}
    </SectionCard>
  );
}
