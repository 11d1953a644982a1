import { useCallback, useEffect, useState, type ComponentType } from 'react';

type Loader<P> = () => Promise<ComponentType<P>>;

const loaded = new Map<Loader<never>, ComponentType<never>>();

/** After the page has loaded and the browser has nothing else to do; returns a cancel. */
export function whenIdle(work: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback.
    idleHandle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(work, { timeout: 5000 })
        : window.setTimeout(work, 2000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleHandle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}

/**
 * A component that is not needed for the first screen (the side menu, the
 * notice snackbar): its chunk is fetched once the browser is idle after the
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
