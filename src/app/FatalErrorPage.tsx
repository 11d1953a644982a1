import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { appTheme } from '../../theme';
import { ErrorCard } from '../shell/ErrorCard';

/**
 * Start-up failed (configuration, spec §8): nothing else can work, so the
 * message fills the page. The text is the spec's exact one.
 */
export function FatalErrorPage({ message }: { message: string }) {
  return (
    <ThemeProvider theme={appTheme()}>
      <CssBaseline />
      <Box
        sx={{
          minHeight: '100dvh',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'background.default',
        }}
      >
        <ErrorCard
          title={message}
          message="De app kon niet starten. Probeer het later opnieuw."
          actions={
            <Button variant="contained" onClick={() => window.location.reload()}>
              Opnieuw proberen
            </Button>
          }
        />
      </Box>
    </ThemeProvider>
  );
}
