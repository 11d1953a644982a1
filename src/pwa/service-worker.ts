import { navigateTo } from '../lib/navigation';

/** Once per page: the listeners below must not be added twice. */
let registering = false;

/**
 * Registers the service worker `/sw.js` (src/pwa/sw.ts: push, offline app shell). Production builds only:
 * in `vite dev` a caching worker would serve stale modules. Called once the app is on screen
 * (PwaLayer's effect): the worker waits until the page is idle, below. `pageAnswers`: the
 * addresses of the answers a page rendered for a member came with, which it never fetched;
 * the worker fetches and keeps them for offline, as it keeps what a page fetches itself.
 */
export function registerServiceWorker(pageAnswers: readonly string[] = []): void {
  if (registering || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registering = true;
  const { serviceWorker } = navigator;

  // A tapped notification while the app is open: show its page in place (src/pwa/sw.ts).
  serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown; path?: unknown } | null;
    if (data?.type === 'navigate' && typeof data.path === 'string' && data.path.startsWith('/')) {
      void navigateTo(data.path);
    }
  });

  const keepPageAnswers = () => {
    if (pageAnswers.length > 0) {
      serviceWorker.controller?.postMessage({ type: 'cache-urls', urls: pageAnswers });
    }
  };
  if (serviceWorker.controller) keepPageAnswers();
  // First visit: what loaded before the worker took over is handed to it for the offline cache,
  // including requests still under way at that moment (they never pass the worker): those are
  // handed over as they finish.
  else {
    serviceWorker.addEventListener(
      'controllerchange',
      () => {
        keepPageAnswers();
        const controlledAt = performance.now();
        const handOver = (entries: PerformanceEntryList) => {
          const urls = entries
            .filter((entry) => entry.startTime < controlledAt)
            .map((entry) => entry.name);
          if (urls.length > 0) serviceWorker.controller?.postMessage({ type: 'cache-urls', urls });
        };
        handOver(performance.getEntriesByType('resource'));
        const late = new PerformanceObserver((list) => handOver(list.getEntries()));
        late.observe({ type: 'resource' });
        // Whatever started before the worker has long finished by then.
        window.setTimeout(() => late.disconnect(), 60_000);
      },
      { once: true },
    );
  }

  // Once the page has loaded and is idle: the worker's install downloads the whole release
  // (~170 files), and on a phone's two cores that slowed the hydration of a rendered page down
  // (Lighthouse's Total Blocking Time halved without it, docs/decisions.md). Safari has no
  // requestIdleCallback: a moment after the load there.
  const register = () => {
    serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5_000 });
    else setTimeout(register, 1_000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * Tells the worker to forget the team's cached answers and the page it keeps for offline
 * starts, a visitor's page in its place (src/pwa/sw.ts): what a member saw (the audit log,
 * exports, names the team hides, a page rendered with their data) must not be served
 * offline to whoever uses this browser next. The worker also forgets on a logout request
 * and on a 401 it sees itself; this covers a logout while offline and a 401 seen by the app.
 */
export function forgetOfflineTeamData(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.controller?.postMessage({ type: 'forget-team-data' });
}
