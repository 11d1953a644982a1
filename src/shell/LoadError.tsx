import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { GENERIC_ERROR_MESSAGE } from '../../domain/errors';

/** A read that failed (after SWR's retries): say so and offer to try again, in the content's place. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 4, px: 2 }}>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {GENERIC_ERROR_MESSAGE}
      </Typography>
      <Button variant="outlined" onClick={onRetry}>
        Opnieuw proberen
      </Button>
    </Box>
  );
}
