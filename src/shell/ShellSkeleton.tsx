import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';

/**
 * The empty frame shown while the app is not ready yet (session refresh,
 * first chunk): the same bar as the real shell, so nothing jumps when it fills in.
 */
export function ShellSkeleton() {
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" sx={{ pt: 'env(safe-area-inset-top)' }}>
        <Toolbar />
      </AppBar>
    </Box>
  );
}
