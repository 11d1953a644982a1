import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatMoney } from '../../../domain/money';
import type { ChartSpec } from './chart-spec';

/**
 * A season chart, drawn with MUI X Charts: its own chunk (src/shell/charts/LazyChart.tsx
 * loads it when the chart comes into view), so no first screen downloads the charts library.
 * The categories are their indexes on the axis: two matches on one day stay two bars.
 */
export default function SeasonChart({ spec }: { spec: ChartSpec }) {
  const theme = useTheme();
  const colors = {
    primary: theme.palette.primary.main,
    secondary: theme.palette.secondary.main,
    muted: theme.palette.grey[400],
  };
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const value = (n: number | null) => (n === null ? '' : spec.money ? formatMoney(n) : String(n));
  const indexes = spec.categories.map((_, index) => index);
  const categoryAxis = {
    scaleType: 'band' as const,
    data: indexes,
    valueFormatter: (index: number, context: { location: string }) =>
      (context.location === 'tooltip' ? spec.details?.[index] : undefined) ??
      spec.categories[index] ??
      '',
  };
  const valueAxis = {
    // Whole numbers: no "2.5 goals" on the axis.
    tickMinStep: spec.money ? 100 : 1,
    valueFormatter: (n: number) => value(n),
  };
  const common = {
    // No height: the chart fills its box (LazyChart's, of fixed height), its legend included.
    hideLegend: spec.series.length === 1,
    // Hidden from screen readers (LazyChart gives them the summary instead), so not a tab stop.
    disableKeyboardNavigation: true,
    skipAnimation: reducedMotion,
    // On the right, room for half the last date under a line's last point.
    margin: { top: 8, right: spec.kind === 'line' ? 20 : 12, bottom: 0, left: 0 },
    grid: spec.horizontal ? { vertical: true } : { horizontal: true },
    slotProps: { legend: { position: { vertical: 'top', horizontal: 'start' } } } as const,
  };
  const series = spec.series.map((s) => ({
    label: s.label,
    data: s.values,
    color: colors[s.color],
    valueFormatter: value,
    ...(s.stack ? { stack: s.stack } : {}),
  }));

  if (spec.kind === 'line') {
    return (
      <LineChart
        {...common}
        xAxis={[{ ...categoryAxis, scaleType: 'point' }]}
        yAxis={[{ ...valueAxis, width: spec.money ? 64 : 32 }]}
        series={series.map((s) => ({
          ...s,
          curve: 'linear',
          showMark: spec.categories.length <= 20,
        }))}
      />
    );
  }
  return (
    <BarChart
      {...common}
      layout={spec.horizontal ? 'horizontal' : 'vertical'}
      xAxis={[spec.horizontal ? valueAxis : categoryAxis]}
      yAxis={[
        spec.horizontal
          ? { ...categoryAxis, width: 100 }
          : { ...valueAxis, width: spec.money ? 64 : 32 },
      ]}
      series={series}
    />
  );
}
