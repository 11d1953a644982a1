import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import AddRounded from '@mui/icons-material/AddRounded';

/**
 * The "add" button of a list page, in the thumb's reach: bottom right, on a band of its own
 * that stays at the bottom of the screen while the list is longer (as the wizards' bar does).
 * It used to float over the list and sat on a row's amount or edit pencil; now a row is
 * either above the band, whole, or scrolled under it as under the screen's edge, and the
 * last row stops above it.
 */
export function AddFab({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        display: 'flex',
        justifyContent: 'flex-end',
        mt: 2,
        // Across the column's side padding, so nothing shows beside it.
        mx: -2,
        px: 2,
        pt: 1.5,
        pb: 'max(16px, env(safe-area-inset-bottom))',
        bgcolor: 'background.default',
      }}
    >
      <Fab color="primary" variant="extended" component={RouterLink} to={to} sx={{ gap: 1 }}>
        <AddRounded />
        {children}
      </Fab>
    </Box>
  );
}
