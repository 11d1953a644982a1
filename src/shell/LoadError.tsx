import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { GENERIC_ERROR_MESSAGE } from '../../domain/errors';
import { useOnline } from '../pwa/use-online';

/**
 * The one load-error card: a read that failed (after SWR's retries) says so in the content's
 * place and offers to try again. `what` names what was being fetched, as spec §8 words it:
 * `what="de boetes"` → "Er is iets misgegaan bij het ophalen van de boetes."; without it the
 * generic "Er is iets misgegaan...". `detail` adds a line under it. Offline nothing went
 * wrong: the service worker had not kept this answer (it was never fetched here), so it says that.
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
  const online = useOnline();
  const retry = useRef(onRetry);
  retry.current = onRetry;
  // Back online: try again at once, and again after a while as long as this card is still up.
  // The browser says it is online a moment before requests (through the service worker) go
  // through again, so the first try can fail; and SWR's own retry on reconnect skips a key
  // that failed within its deduping window. The card leaves with the answer, and its timers.
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    if (!online || !wasOffline.current) return;
    wasOffline.current = false;
    const timers = RETRIES_AFTER_RECONNECT_MS.map((ms) => setTimeout(() => retry.current(), ms));
    return () => timers.forEach(clearTimeout);
  }, [online]);
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 4, px: 2 }}>
      <Typography color="text.secondary">
        {online ? loadErrorMessage(what) : NOT_KEPT_OFFLINE_MESSAGE}
      </Typography>
      {online && detail && (
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

/** When to try again after the connection came back, in ms from the `online` event. */
const RETRIES_AFTER_RECONNECT_MS = [0, 1_000, 3_000, 7_000];

export const NOT_KEPT_OFFLINE_MESSAGE =
  'Geen verbinding: dit is op dit apparaat nog niet eerder opgehaald. Probeer het opnieuw als je weer online bent.';

export function loadErrorMessage(what?: string): string {
  return what ? `Er is iets misgegaan bij het ophalen van ${what}.` : GENERIC_ERROR_MESSAGE;
}
