import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';

export interface Notice {
  severity: AlertColor;
  title?: string;
  message: string;
}

interface NoticeApi {
  show: (notice: Notice) => void;
}

const NoticeContext = createContext<NoticeApi | null>(null);

interface QueuedNotice extends Notice {
  key: number;
}

// Errors stay a little longer: they usually ask the user to do something.
const durationMs = (severity: AlertColor) => (severity === 'error' ? 6000 : 4000);

/**
 * One snackbar at a time; later notices wait their turn (Material guidance),
 * except that an identical notice (say, five parallel calls all answering
 * 401) is shown once.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<QueuedNotice[]>([]);
  const [open, setOpen] = useState(true);
  const current = queue[0];

  const show = useCallback((notice: Notice) => {
    setQueue((items) => {
      const same = (item: Notice) =>
        item.severity === notice.severity &&
        item.title === notice.title &&
        item.message === notice.message;
      if (items.some(same)) return items;
      return [...items, { ...notice, key: Date.now() + Math.random() }];
    });
  }, []);

  const api = useMemo(() => ({ show }), [show]);

  const close = (_event?: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <NoticeContext.Provider value={api}>
      {children}
      {current && (
        <Snackbar
          key={current.key}
          open={open}
          autoHideDuration={durationMs(current.severity)}
          onClose={close}
          slotProps={{
            transition: {
              onExited: () => {
                setQueue((items) => items.slice(1));
                setOpen(true);
              },
            },
          }}
          sx={{ bottom: { xs: 'calc(16px + env(safe-area-inset-bottom))' } }}
        >
          <Alert
            severity={current.severity}
            variant="filled"
            onClose={close}
            sx={{ width: '100%', maxWidth: 488, boxShadow: 6 }}
          >
            {current.title && (
              <AlertTitle sx={{ mb: 0, fontWeight: 700 }}>{current.title}</AlertTitle>
            )}
            {current.message}
          </Alert>
        </Snackbar>
      )}
    </NoticeContext.Provider>
  );
}

/** `const notice = useNotice(); notice.show({ severity: 'success', message: 'Opgeslagen' })`. */
export function useNotice(): NoticeApi {
  const api = useContext(NoticeContext);
  if (!api) throw new Error('NoticeProvider is missing');
  return api;
}
