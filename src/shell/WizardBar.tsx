import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';

/**
 * A wizard's buttons (Vorige / Volgende): pinned to the bottom of the screen
 * while the step is longer than the screen, so "Volgende" never needs a scroll
 * (issue 14), and in the flow under a short step. A notice shown meanwhile may
 * cover it for its few seconds; losing the way forward on a long list was worse.
 */
export function WizardBar({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        mt: 2.5,
        mx: -2,
        px: 2,
        pt: 1.5,
        pb: 'max(12px, env(safe-area-inset-bottom))',
        bgcolor: 'background.default',
        // Equal halves that fit a 320 px screen: "Volgende" with its arrow included.
        '& > .MuiButton-root': { flex: 1, minWidth: 0, px: 1.5 },
      }}
    >
      {children}
    </Stack>
  );
}
