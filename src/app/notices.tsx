import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
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

// Just under the app bar (56 px on a phone, 64 px from `sm`): the FABs and the
// save and wizard buttons live at the bottom, so a notice there would cover them.
const belowAppBar = {
  top: {
    xs: 'calc(56px + 8px + env(safe-area-inset-top))',
    sm: 'calc(64px + 8px + env(safe-area-inset-top))',
  },
} as const;

/**
 * One snackbar at a time, at the top of the screen; later notices wait their
 * turn (Material guidance), except that an identical notice (say, five
 * parallel calls all answering 401) is shown once.
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

  // Our own timer rather than `autoHideDuration`: MUI pauses that one while the
  // pointer rests on the notice, and a desktop pointer often rests just there.
  const currentKey = current?.key;
  const duration = current ? durationMs(current.severity) : 0;
  useEffect(() => {
    if (currentKey === undefined || !open) return;
    const timer = setTimeout(() => setOpen(false), duration);
    return () => clearTimeout(timer);
  }, [currentKey, open, duration]);

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
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
          onClose={close}
          slotProps={{
            transition: {
              onExited: () => {
                setQueue((items) => items.slice(1));
                setOpen(true);
              },
            },
          }}
          sx={belowAppBar}
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
