import { navigateTo } from '../lib/navigation';

/**
 * Registers the service worker `/sw.js` (src/pwa/sw.ts: push, offline app shell). Production builds only:
 * in `vite dev` a caching worker would serve stale modules.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;

  // A tapped notification while the app is open: show its page in place (src/pwa/sw.ts).
  serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown; path?: unknown } | null;
    if (data?.type === 'navigate' && typeof data.path === 'string' && data.path.startsWith('/')) {
      navigateTo(data.path);
    }
  });

  // First visit: what loaded before the worker took over is handed to it for the offline cache,
  // including requests still under way at that moment (they never pass the worker): those are
  // handed over as they finish.
  if (!serviceWorker.controller) {
    serviceWorker.addEventListener(
      'controllerchange',
      () => {
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

  // After the first render: the worker's own downloads should not compete with the app's.
  const register = () => {
    serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Tells the worker to forget the team's cached answers (src/pwa/sw.ts): what a member
 * saw (the audit log, exports, names the team hides) must not be served offline to
 * whoever uses this browser next. The worker also forgets on a logout request and on
 * a 401 it sees itself; this covers a logout while offline and a 401 seen by the app.
 */
export function forgetOfflineTeamData(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.controller?.postMessage({ type: 'forget-team-data' });
}
