import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';

/**
 * The wizard's buttons, under the step. Deliberately in the flow rather than
 * pinned to the screen's bottom edge: the app's notices appear there and would
 * cover them.
 */
export function ActionBar({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ mt: 2.5 }}>
      {children}
    </Stack>
  );
}
