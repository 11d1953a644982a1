import type { FinePoint } from '../../../domain/fine-pot/by-match.schema';
import { eurosToCents, formatMoney } from '../../../domain/money';
import type { MatchPoint } from '../../../domain/standings/by-match.schema';
import { matchAxis, type ChartSpec } from '../../shell/charts/chart-spec';

// One player's season in charts (issue 31): what each draws, and the sentence a
// screen reader says instead, from the API's series for this player.

export interface Chart {
  spec: ChartSpec;
  summary: string;
}

const matches = (n: number) => `${n} ${n === 1 ? 'wedstrijd' : 'wedstrijden'}`;

/** Running totals of the matches he was present at and his goals, match by match. */
export function playerSeasonChart(points: readonly MatchPoint[]): Chart {
  let present = 0;
  let goals = 0;
  const presentSoFar: number[] = [];
  const goalsSoFar: number[] = [];
  for (const point of points) {
    present += point.present;
    goals += point.goals;
    presentSoFar.push(present);
    goalsSoFar.push(goals);
  }
  const spec: ChartSpec = {
    kind: 'line',
    ...matchAxis(points),
    series: [
      { label: 'Aanwezig', values: presentSoFar, color: 'primary' },
      { label: 'Doelpunten', values: goalsSoFar, color: 'secondary' },
    ],
  };
  if (points.length === 0) return { spec, summary: 'Nog geen wedstrijden gespeeld.' };
  const inSquad = points.some((point) => point.present + point.absent > 0);
  const scoredIn = points.filter((point) => point.goals > 0).length;
  const attendance = inSquad
    ? `Aanwezig bij ${present} van ${matches(points.length)}`
    : `${matches(points.length)} gespeeld, niet in de selectie van dit seizoen`;
  const scoring =
    goals === 0
      ? 'geen doelpunten'
      : `${goals} ${goals === 1 ? 'doelpunt' : 'doelpunten'} in ${matches(scoredIn)}`;
  return { spec, summary: `${attendance}; ${scoring}.` };
}

/** His fines' amount per match. */
export function playerFinesChart(points: readonly FinePoint[]): Chart {
  const cents = points.map((point) => eurosToCents(point.amount));
  const spec: ChartSpec = {
    kind: 'bar',
    money: true,
    ...matchAxis(points),
    series: [{ label: 'Boetes', values: cents, color: 'secondary' }],
  };
  if (points.length === 0) return { spec, summary: 'Nog geen wedstrijden gespeeld.' };
  const total = cents.reduce((sum, n) => sum + n, 0);
  const fined = points.filter((point) => point.fines > 0).length;
  return {
    spec,
    summary:
      total === 0 && fined === 0
        ? `Geen boetes in ${matches(points.length)}.`
        : `Boetes: ${formatMoney(total)} bij ${fined} van de ${matches(points.length)}.`,
  };
}
