import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useDeferredComponent } from '../lib/deferred-component';

export type AlertColor = 'success' | 'info' | 'warning' | 'error';

/** The snackbar and its alert are not part of the first screen's download. */
const loadNoticeSnackbar = () => import('./NoticeSnackbar').then((module) => module.NoticeSnackbar);

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
 * One snackbar at a time, at the top of the screen; later notices wait their
 * turn (Material guidance), except that an identical notice (say, five
 * parallel calls all answering 401) is shown once.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<QueuedNotice[]>([]);
  const [open, setOpen] = useState(true);
  const current = queue[0];
  const { Component: NoticeSnackbar, load } = useDeferredComponent(loadNoticeSnackbar);
  // A notice before the idle-time download: fetch it now.
  useEffect(() => {
    if (current && !NoticeSnackbar) void load();
  }, [current, NoticeSnackbar, load]);

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
      {current && NoticeSnackbar && (
        <NoticeSnackbar
          notice={current}
          open={open}
          onClose={close}
          onExited={() => {
            setQueue((items) => items.slice(1));
            setOpen(true);
          }}
        />
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
