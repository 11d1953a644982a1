import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ErrorCard } from '../shell/ErrorCard';

/**
 * Start-up failed (configuration, spec §8): nothing else can work, so the
 * message fills the page. The text is the spec's exact one.
 */
export function FatalErrorPage({ message }: { message: string }) {
  return (
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
  );
}
