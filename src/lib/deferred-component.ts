import { useCallback, useEffect, useState, type ComponentType } from 'react';

type Loader<P> = () => Promise<ComponentType<P>>;

const loaded = new Map<Loader<never>, ComponentType<never>>();

/** Time after the page's load event before idle-time downloads start. */
const SETTLE_MS = 3000;

/**
 * A few seconds after the page has loaded, once the browser has nothing else to
 * do; returns a cancel. The wait keeps these downloads and their start-up work
 * away from the first screen, which is still rendering its data at `load`.
 */
export function whenIdle(work: () => void): () => void {
  let cancelled = false;
  let timer: number | undefined;
  let idleHandle: number | undefined;
  const runWhenIdle = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(work, { timeout: 5000 });
    } else work();
  };
  const schedule = () => {
    timer = window.setTimeout(runWhenIdle, SETTLE_MS);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    window.clearTimeout(timer);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
  };
}

/**
 * A component that is not needed for the first screen (the side menu, the
 * notice snackbar): its chunk is fetched when idle a few seconds after the
 * page loaded, or at once when `load()` is called (the user reaches for it).
 * Null until it is there; a failed download (offline) is tried again at the
 * next `load()`. The chunk then sits in the service worker's cache, so the
 * part works offline afterwards.
 */
export function useDeferredComponent<P>(loader: Loader<P>): {
  Component: ComponentType<P> | null;
  load: () => Promise<ComponentType<P> | null>;
} {
  const [Component, setComponent] = useState<ComponentType<P> | null>(
    () => (loaded.get(loader as Loader<never>) as ComponentType<P> | undefined) ?? null,
  );

  const load = useCallback(
    () =>
      loader().then(
        (component) => {
          loaded.set(loader as Loader<never>, component as ComponentType<never>);
          setComponent(() => component);
          return component;
        },
        () => null,
      ),
    [loader],
  );

  useEffect(() => {
    if (Component) return;
    return whenIdle(() => void load());
  }, [Component, load]);

  return { Component, load };
}
