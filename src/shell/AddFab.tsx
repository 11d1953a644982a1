import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import AddRounded from '@mui/icons-material/AddRounded';
import { layout } from '../../theme';

/**
 * The "add" button of a list page: an extended FAB in the thumb's reach,
 * bottom right of the 520 px column (or of the screen on a phone). The
 * spacer under the list keeps the last row from hiding behind it.
 */
export function AddFab({ to, children }: { to: string; children: ReactNode }) {
  return (
    <>
      <Box aria-hidden sx={{ height: 72 }} />
      <Fab
        color="primary"
        variant="extended"
        component={RouterLink}
        to={to}
        sx={{
          position: 'fixed',
          zIndex: 'speedDial',
          bottom: 'calc(16px + env(safe-area-inset-bottom))',
          right: {
            xs: 'max(16px, env(safe-area-inset-right))',
            md: `calc((100vw - ${layout.columnWidth}px) / 2)`,
          },
          gap: 1,
        }}
      >
        <AddRounded />
        {children}
      </Fab>
    </>
  );
}
