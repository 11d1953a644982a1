import { keyframes, styled } from '@mui/material/styles';

// Fast loads show nothing at all; only a slow one gets the bar, so there is no flash.
const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;
const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * Shown while a page's code or first data loads: a thin indeterminate bar that
 * takes no layout space (MUI's LinearProgress look, in CSS only, as it is on
 * every first screen).
 */
export function PageFallback() {
  return <Bar role="progressbar" aria-label="Laden" />;
}

const Bar = styled('div')(({ theme }) => ({
  // The shell's <main> is the positioned parent: the bar sits right under the app bar.
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  height: 3,
  overflow: 'hidden',
  backgroundColor: theme.palette.primary.light,
  opacity: 0,
  animation: `${appear} 150ms ease-out 300ms forwards`,
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    width: '40%',
    backgroundColor: theme.palette.primary.main,
    animation: `${slide} 1.4s ease-in-out infinite`,
  },
  '@media (prefers-reduced-motion: reduce)': { '&::after': { animation: 'none', width: '100%' } },
}));
