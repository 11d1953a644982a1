import { formatDate } from '../../../domain/dates';
import type { FinePoint } from '../../../domain/fine-pot/by-match.schema';
import { eurosToCents, formatMoney } from '../../../domain/money';
import { playerDisplayName } from '../../../domain/players/display-name';
import type { Player } from '../../../domain/players/player.schema';
import type { MatchPoint } from '../../../domain/standings/by-match.schema';
import { formatFigure, matchAxis, type ChartSpec } from '../../shell/charts/chart-spec';

// The dashboard's charts (issue 31): what each draws, and the sentence a screen
// reader says instead. One point per match, from the API's series.

export interface Chart {
  spec: ChartSpec;
  summary: string;
}

const against = (point: { date: string; opponent: string }) =>
  `tegen ${point.opponent} (${formatDate(point.date)})`;

/** The first point with the most (or least) of a figure. */
function extreme<T>(points: readonly T[], figure: (point: T) => number, most: boolean): T {
  return points.reduce((best, point) =>
    most
      ? figure(point) > figure(best)
        ? point
        : best
      : figure(point) < figure(best)
        ? point
        : best,
  );
}

/** Present (green) and absent (grey) stacked per match. */
export function attendanceChart(points: readonly MatchPoint[]): Chart {
  const spec: ChartSpec = {
    kind: 'bar',
    ...matchAxis(points),
    series: [
      { label: 'Aanwezig', values: points.map((p) => p.present), color: 'primary', stack: 'squad' },
      { label: 'Afwezig', values: points.map((p) => p.absent), color: 'muted', stack: 'squad' },
    ],
  };
  if (points.length === 0) return { spec, summary: 'Nog geen wedstrijden gespeeld.' };
  const average = points.reduce((sum, p) => sum + p.present, 0) / points.length;
  const most = extreme(points, (p) => p.present, true);
  const least = extreme(points, (p) => p.present, false);
  return {
    spec,
    summary:
      `Aanwezig per wedstrijd, ${points.length} ${points.length === 1 ? 'wedstrijd' : 'wedstrijden'}: ` +
      `gemiddeld ${formatFigure(average)} spelers, het meest ${most.present} ${against(most)}, ` +
      `het minst ${least.present} ${against(least)}.`,
  };
}

/** Goals per player, sideways bars in the standing's order (names read at 320 px). */
export function goalsChart(rows: readonly { player: Player; goals: number }[]): Chart {
  const names = rows.map((row) => playerDisplayName(row.player));
  return {
    spec: {
      kind: 'bar',
      horizontal: true,
      categories: names,
      series: [{ label: 'Doelpunten', values: rows.map((row) => row.goals), color: 'primary' }],
    },
    summary: `Doelpunten per speler: ${rows.map((row, i) => `${names[i]} ${row.goals}`).join(', ')}.`,
  };
}

/** The goals chart's height for this many scorers: a bar of 28 px each. */
export const goalsChartHeight = (scorers: number) => 32 + 28 * Math.max(scorers, 1);

/** The amount of each match's fines (orange bars). */
export function finesChart(points: readonly FinePoint[]): Chart {
  const cents = points.map((p) => eurosToCents(p.amount));
  const spec: ChartSpec = {
    kind: 'bar',
    money: true,
    ...matchAxis(points),
    series: [{ label: 'Boetes', values: cents, color: 'secondary' }],
  };
  if (points.length === 0) return { spec, summary: 'Nog geen wedstrijden gespeeld.' };
  const total = cents.reduce((sum, n) => sum + n, 0);
  const count = points.reduce((sum, p) => sum + p.fines, 0);
  const most = extreme(points, (p) => p.amount, true);
  return {
    spec,
    summary:
      `Boetes per wedstrijd: samen ${formatMoney(total)} in ${count} ${count === 1 ? 'boete' : 'boetes'} ` +
      `over ${points.length} ${points.length === 1 ? 'wedstrijd' : 'wedstrijden'}` +
      (most.amount > 0
        ? `, het meest ${formatMoney(eurosToCents(most.amount))} ${against(most)}.`
        : '.'),
  };
}

/** The pot's total after each match (a green line). */
export function potChart(points: readonly FinePoint[]): Chart {
  const cents = points.map((p) => eurosToCents(p.runningTotal));
  const spec: ChartSpec = {
    kind: 'line',
    money: true,
    ...matchAxis(points),
    series: [{ label: 'Totale pot', values: cents, color: 'primary' }],
  };
  const first = cents[0];
  const last = cents.at(-1);
  if (first === undefined || last === undefined) {
    return { spec, summary: 'Nog geen wedstrijden gespeeld.' };
  }
  return {
    spec,
    summary: `Totale pot door het seizoen: ${formatMoney(first)} na de eerste wedstrijd, ${formatMoney(last)} na de laatste.`,
  };
}
