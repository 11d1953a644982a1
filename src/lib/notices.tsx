import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { errorMessage } from './error-messages';

export type AlertColor = 'success' | 'info' | 'warning' | 'error';

export interface Notice {
  severity: AlertColor;
  title?: string;
  message: string;
  /** One button on the notice, such as "Ongedaan maken"; tapping it also closes the notice. */
  action?: { label: string; run: () => void };
}

interface NoticeApi {
  show: (notice: Notice) => void;
  /**
   * A call that failed, in an error notice in `errorMessage`'s words; nothing where it has
   * none (the API error policy has already spoken).
   */
  failed: (error: unknown) => void;
}

const NoticeContext = createContext<NoticeApi | null>(null);

export interface ShownNotice extends Notice {
  key: number;
}

interface CurrentNotice {
  notice: ShownNotice | null;
  dismiss: () => void;
}

const CurrentNoticeContext = createContext<CurrentNotice>({ notice: null, dismiss: () => {} });

// Errors and notices with a button ("Ongedaan maken") stay longer: they ask something of the user.
const durationMs = (notice: Notice) => (notice.severity === 'error' || notice.action ? 6000 : 4000);

/**
 * One notice at a time, and the newest wins: a new notice replaces the one on
 * screen instead of waiting behind it (after "Herstel", "Wedstrijd afgelast" must
 * not follow), and an identical one (five parallel calls all answering 401) is
 * not shown again. Where it shows is the shell's business (src/shell/NoticeBar).
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownNotice | null>(null);

  const show = useCallback((notice: Notice) => {
    setCurrent((shown) =>
      shown &&
      shown.severity === notice.severity &&
      shown.title === notice.title &&
      shown.message === notice.message
        ? shown
        : { ...notice, key: Date.now() + Math.random() },
    );
  }, []);
  const dismiss = useCallback(() => setCurrent(null), []);
  // Only the notice the timer was set for: a new one asked for as that timer runs out (before
  // the page drew it, and so before the timer was cleared) keeps its own time.
  const dismissNotice = useCallback(
    (key: number) => setCurrent((shown) => (shown?.key === key ? null : shown)),
    [],
  );

  const failed = useCallback(
    (error: unknown) => {
      const message = errorMessage(error);
      if (message) show({ severity: 'error', message });
    },
    [show],
  );
  const api = useMemo(() => ({ show, failed }), [show, failed]);
  const currentApi = useMemo(() => ({ notice: current, dismiss }), [current, dismiss]);

  // Our own timer rather than `autoHideDuration`: MUI pauses that one while the
  // pointer rests on the notice, and a desktop pointer often rests just there.
  const currentKey = current?.key;
  const duration = current ? durationMs(current) : 0;
  useEffect(() => {
    if (currentKey === undefined) return;
    const timer = setTimeout(() => dismissNotice(currentKey), duration);
    return () => clearTimeout(timer);
  }, [currentKey, duration, dismissNotice]);

  return (
    <NoticeContext.Provider value={api}>
      <CurrentNoticeContext.Provider value={currentApi}>{children}</CurrentNoticeContext.Provider>
    </NoticeContext.Provider>
  );
}

/** The notice on screen now, for the one place that shows it. */
export function useCurrentNotice(): CurrentNotice {
  return useContext(CurrentNoticeContext);
}

/** `const notice = useNotice(); notice.show({ severity: 'success', message: 'Opgeslagen' })`. */
export function useNotice(): NoticeApi {
  const api = useContext(NoticeContext);
  if (!api) throw new Error('NoticeProvider is missing');
  return api;
}
