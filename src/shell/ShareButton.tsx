import Button from '@mui/material/Button';
import ShareRounded from '@mui/icons-material/ShareRounded';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { useSyncExternalStore } from 'react';

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';
const never = () => () => {};

/**
 * Shares a link the phone's way (Web Share API: WhatsApp, Signal, …); where the
 * browser has no share sheet (most desktops), a WhatsApp link instead. The
 * preview the chat shows comes from the page's own tags (the server writes them).
 * `onShare` hears of the tap (the first-run checklist ticks its step).
 */
export function ShareButton({
  title,
  text,
  url,
  onShare,
}: {
  title: string;
  text: string;
  url: string;
  onShare?: () => void;
}) {
  // The server knows no navigator: it renders the link, the browser may swap it.
  const sheet = useSyncExternalStore(never, canShare, () => false);
  if (sheet) {
    return (
      <Button
        variant="contained"
        startIcon={<ShareRounded />}
        onClick={() => {
          onShare?.();
          // Closing the share sheet rejects: nothing to tell.
          navigator.share({ title, text, url }).catch(() => undefined);
        }}
      >
        Delen
      </Button>
    );
  }
  return (
    <Button
      variant="contained"
      startIcon={<WhatsApp />}
      href={`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onShare}
    >
      Delen via WhatsApp
    </Button>
  );
}
