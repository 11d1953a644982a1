import Divider from '@mui/material/Divider';
import type { Player } from '../../../domain/players/player.schema';
import { LazyChart } from '../../shell/charts/LazyChart';
import { useInView } from '../../shell/use-in-view';
import { useByMatch, useFinesByMatch } from './api';
import {
  attendanceChart,
  finesChart,
  goalsChart,
  goalsChartHeight,
  potChart,
} from './season-charts';

// The season in charts (issue 31), each below its section's table. A chart's data is
// asked for only once it comes into view; its code is a chunk of its own (LazyChart).

const MATCH_CHART_HEIGHT = 200;

export function AttendanceByMatchChart({
  teamCode,
  seasonId,
}: {
  teamCode: string;
  seasonId: number | null;
}) {
  const [ref, inView] = useInView<HTMLElement>();
  const series = useByMatch(teamCode, inView ? seasonId : null);
  const chart = series.data && attendanceChart(series.data);
  return (
    <>
      <Divider />
      <LazyChart
        ref={ref}
        title="Aanwezig per wedstrijd"
        height={MATCH_CHART_HEIGHT}
        spec={chart?.spec}
        summary={chart?.summary}
        onRetry={series.error ? () => void series.mutate() : undefined}
      />
    </>
  );
}

/** From the goal standing the table shows already: no read of its own. */
export function GoalsPerPlayerChart({
  rows,
}: {
  rows: readonly { player: Player; goals: number }[] | undefined;
}) {
  const [ref, inView] = useInView<HTMLElement>();
  const chart = inView && rows ? goalsChart(rows) : undefined;
  return (
    <>
      <Divider />
      <LazyChart
        ref={ref}
        title="Doelpunten per speler"
        height={goalsChartHeight(rows?.length ?? 6)}
        spec={chart?.spec}
        summary={chart?.summary}
      />
    </>
  );
}

export function FinePotCharts({
  teamCode,
  seasonId,
}: {
  teamCode: string;
  seasonId: number | null;
}) {
  const [ref, inView] = useInView<HTMLElement>();
  const series = useFinesByMatch(teamCode, inView ? seasonId : null);
  const fines = series.data && finesChart(series.data);
  const pot = series.data && potChart(series.data);
  const retry = series.error ? () => void series.mutate() : undefined;
  return (
    <>
      <Divider />
      <LazyChart
        ref={ref}
        title="Boetes per wedstrijd"
        height={MATCH_CHART_HEIGHT}
        spec={fines?.spec}
        summary={fines?.summary}
        onRetry={retry}
      />
      <LazyChart
        title="Totale pot door het seizoen"
        height={MATCH_CHART_HEIGHT}
        spec={pot?.spec}
        summary={pot?.summary}
        onRetry={retry}
      />
    </>
  );
}
