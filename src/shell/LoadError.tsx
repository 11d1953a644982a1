import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { GENERIC_ERROR_MESSAGE } from '../../domain/errors';

/**
 * The one load-error card: a read that failed (after SWR's retries) says so in the content's
 * place and offers to try again. `what` names what was being fetched, as spec §8 words it:
 * `what="de boetes"` → "Er is iets misgegaan bij het ophalen van de boetes."; without it the
 * generic "Er is iets misgegaan...". `detail` adds a line under it.
 */
export function LoadError({
  onRetry,
  what,
  detail,
}: {
  onRetry: () => void;
  what?: string;
  detail?: string;
}) {
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 4, px: 2 }}>
      <Typography color="text.secondary">{loadErrorMessage(what)}</Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      )}
      <Button variant="outlined" onClick={onRetry} sx={{ mt: 1.5 }}>
        Opnieuw proberen
      </Button>
    </Box>
  );
}

export function loadErrorMessage(what?: string): string {
  return what ? `Er is iets misgegaan bij het ophalen van ${what}.` : GENERIC_ERROR_MESSAGE;
}
