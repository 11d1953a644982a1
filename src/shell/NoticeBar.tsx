import { useLayoutEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { layout } from '../../theme';
import { useCurrentNotice, type ShownNotice } from '../lib/notices';

/**
 * The notice on screen, as part of the sticky app bar: it pushes the page down
 * instead of lying over it, so it never hides a banner, a field label or a
 * button, and it stays in sight wherever the page is scrolled. Its own chunk
 * (AppShell loads it with the first notice).
 */
export function NoticeBar() {
  const { notice, dismiss } = useCurrentNotice();
  // The last notice stays rendered while the bar collapses.
  const [shown, setShown] = useState<ShownNotice | null>(notice);
  if (notice && notice !== shown) setShown(notice);
  useMovingPage(shown !== null);

  return (
    <Collapse in={notice !== null} onExited={() => setShown(null)} unmountOnExit>
      {shown && (
        // The band spans the bar; the text keeps to the page's column.
        <Box sx={{ bgcolor: `${shown.severity}.main` }}>
          <Alert
            key={shown.key}
            severity={shown.severity}
            variant="filled"
            onClose={dismiss}
            action={
              shown.action ? (
                <Button
                  color="inherit"
                  size="small"
                  sx={{ fontWeight: 700 }}
                  onClick={() => {
                    shown.action?.run();
                    dismiss();
                  }}
                >
                  {shown.action.label}
                </Button>
              ) : undefined
            }
            sx={{
              borderRadius: 0,
              boxShadow: 'none',
              maxWidth: { md: layout.columnWidth + 32 },
              mx: 'auto',
              px: 'max(16px, env(safe-area-inset-left))',
              // A long e-mail address wraps instead of being cut off at a phone's edge.
              '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' },
            }}
          >
            {shown.title && <AlertTitle sx={{ mb: 0, fontWeight: 700 }}>{shown.title}</AlertTitle>}
            {shown.message}
          </Alert>
        </Box>
      )}
    </Collapse>
  );
}

/**
 * While the bar holds a notice, the page moves with the bar's height, as a native app's content
 * under its bar does. Chromium's scroll anchoring would keep a scrolled page still instead, and
 * the grown sticky bar would then lie over the top of what the user was looking at.
 */
function useMovingPage(noticeShown: boolean) {
  useLayoutEffect(() => {
    if (!noticeShown) return;
    document.body.style.overflowAnchor = 'none';
    return () => {
      document.body.style.overflowAnchor = '';
    };
  }, [noticeShown]);
}
