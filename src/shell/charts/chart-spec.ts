import { formatDate, formatDayMonth } from '../../../domain/dates';

/**
 * What a season chart draws (src/shell/charts/SeasonChart.tsx), as plain data:
 * the features build it from their API answers, the chart's own chunk draws it.
 */
export interface ChartSeries {
  label: string;
  /** One value per category; money in cents. */
  values: number[];
  /** The theme's colour: the team's green, the accent orange, or a quiet grey. */
  color: 'primary' | 'secondary' | 'muted';
  /** Series with the same stack are drawn on top of each other. */
  stack?: string;
}

export interface ChartSpec {
  kind: 'bar' | 'line';
  /** The axis labels, short ('07-09'); bars grow sideways from them when `horizontal`. */
  categories: string[];
  /** What a tooltip calls each category ('07-09-2024 tegen VV Noord'). */
  details?: string[];
  series: ChartSeries[];
  /** The values are cents: axis and tooltip say `€ 2,50`. */
  money?: boolean;
  horizontal?: boolean;
}

/** A season's matches on a chart's axis: '07-09' under the bar, '07-09-2024 tegen VV Noord' in its tooltip. */
export function matchAxis(matches: readonly { date: string; opponent: string }[]) {
  return {
    categories: matches.map((match) => formatDayMonth(match.date)),
    details: matches.map((match) => `${formatDate(match.date)} tegen ${match.opponent}`),
  };
}

/** '9,5': a figure in a chart's summary, Dutch style, at most one decimal. */
export function formatFigure(n: number): string {
  return n.toLocaleString('nl-NL', { maximumFractionDigits: 1 });
}
