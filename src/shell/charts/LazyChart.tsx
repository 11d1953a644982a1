import { lazy, Suspense, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ChartSpec } from './chart-spec';

// The charts library is a chunk of its own, fetched once a chart is near the screen.
const SeasonChart = lazy(() => import('./SeasonChart'));

/** Read by screen readers, not shown: the chart's text alternative. */
const srOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  m: 0,
} as const;

/**
 * A chart in a section: its title, its text summary for screen readers (the drawing
 * itself is hidden from them) and the drawing, in a box of fixed height from the
 * first render on, so nothing moves when the chart's code and data arrive. The
 * feature passes `ref` from `useInView` and asks for the data once it is in view;
 * until then (and on the server) the box holds a placeholder.
 */
export function LazyChart({
  ref,
  title,
  height,
  spec,
  summary,
  empty = 'Nog geen wedstrijden gespeeld',
  onRetry,
}: {
  ref?: Ref<HTMLElement>;
  title: string;
  height: number;
  /** What to draw; undefined while it loads. */
  spec: ChartSpec | undefined;
  summary: string | undefined;
  /** Shown in the box when the spec has nothing to draw. */
  empty?: string;
  /** Given when the data failed to load: the box offers to try again. */
  onRetry?: () => void;
}) {
  const placeholder = <Skeleton variant="rounded" height={height} />;
  return (
    <Box component="figure" ref={ref} sx={{ m: 0, px: 2, pt: 1.5, pb: 1.5, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {summary && (
        <Box component="p" sx={srOnly}>
          {summary}
        </Box>
      )}
      {onRetry ? (
        <Box sx={{ height, display: 'grid', placeItems: 'center', textAlign: 'center' }}>
          <div>
            <Typography variant="body2" color="text.secondary">
              De grafiek kon niet worden geladen
            </Typography>
            <Button size="small" onClick={onRetry}>
              Opnieuw
            </Button>
          </div>
        </Box>
      ) : spec && spec.categories.length === 0 ? (
        <Box sx={{ height, display: 'grid', placeItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {empty}
          </Typography>
        </Box>
      ) : (
        <Box aria-hidden sx={{ height, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          {spec ? (
            <Suspense fallback={placeholder}>
              <SeasonChart spec={spec} />
            </Suspense>
          ) : (
            placeholder
          )}
        </Box>
      )}
    </Box>
  );
}
