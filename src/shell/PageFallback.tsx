import { keyframes } from '@mui/material/styles';
import LinearProgress from '@mui/material/LinearProgress';

// Fast loads show nothing at all; only a slow one gets the bar, so there is no flash.
const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** Shown while a page's code or first data loads: a thin bar that takes no layout space. */
export function PageFallback() {
  return (
    <LinearProgress
      aria-label="Laden"
      sx={{
        // The shell's <main> is the positioned parent: the bar sits right under the app bar.
        position: 'absolute',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        opacity: 0,
        animation: `${appear} 150ms ease-out 300ms forwards`,
      }}
    />
  );
}
