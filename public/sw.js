/**
 * Teampot's service worker (spec §1, §4): push notifications, and the app
 * shell plus the last data seen kept for offline use. Plain JavaScript, served
 * as-is from the site root so its scope is the whole origin (each team host
 * has its own worker and caches).
 *
 * Caching rules:
 * - page loads: network first, falling back to the last page kept;
 * - /assets/*: cache first (file names carry a content hash); every file of the
 *   release is cached when a page of a new release arrives;
 * - GETs of team data (/api/{team}/…, except …/auth/…) and the configuration,
 *   icons and manifest: network first, the last good answer kept for offline;
 * - everything else, every write and every auth call: never cached.
 *
 * What a member saw (audit log, exports, names the team hides from visitors) must
 * not outlive the login: the team's answers are forgotten on a logout (the app's
 * message, or a logout request passing by) and on any 401 of a team data call.
 */

// Bump when the caching rules change: activate() then drops the old caches.
const VERSION = 'v1';
const SHELL_CACHE = `teampot-shell-${VERSION}`;
const DATA_CACHE = `teampot-data-${VERSION}`;
const INDEX_URL = '/';
/** Vite's manifest of the release (build.manifest in vite.config.ts). */
const RELEASE_MANIFEST_URL = '/release-manifest.json';

const DEFAULT_TITLE = 'Teampot';
const ICON = '/icons/icon-192.png';
/** Android draws the badge from its alpha channel only: a white pot on transparent. */
const BADGE = '/icons/badge-96.png';

self.addEventListener('install', (event) => {
  // Best effort: without the shell cached, push still has to work.
  event.waitUntil(
    refreshIndex()
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = [SHELL_CACHE, DATA_CACHE];
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('teampot-') && !current.includes(name))
          .map((name) => caches.delete(name)),
      );
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      // Take over the page that registered us, so its next requests are cached already.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET') {
    // Forgotten as the logout leaves, whatever its answer: offline it never arrives.
    if (isLogout(request, url)) event.waitUntil(forgetTeamData());
    return;
  }
  if (request.mode === 'navigate') {
    if (isAppPage(url)) event.respondWith(appPage(event));
    return;
  }
  const cacheName = cacheFor(url);
  if (cacheName === SHELL_CACHE && url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (cacheName) {
    event.respondWith(networkFirst(request, cacheName));
  }
});

/** Which cache keeps this URL, or null when it must always come from the network. */
function cacheFor(url) {
  if (isTeamDataGet(url)) return DATA_CACHE;
  if (url.origin !== self.location.origin) return null;
  if (url.pathname === '/config/configuration.json') return DATA_CACHE;
  const isStatic =
    url.pathname.startsWith('/assets/') ||
    url.pathname.startsWith('/icons/') ||
    url.pathname === '/favicon.svg' ||
    url.pathname === '/manifest.webmanifest';
  return isStatic ? SHELL_CACHE : null;
}

/**
 * `/api/{team}/…` but not its `/auth/…` calls, nor the team-less `/api/auth`,
 * `/api/user` and `/api/admin`. Any origin: the API may live on its own host.
 */
function isTeamDataGet(url) {
  const match = /^\/api\/([^/]+)\/([^/]+)/.exec(url.pathname);
  if (!match) return false;
  const [, first, second] = match;
  return !['auth', 'user', 'admin'].includes(first) && second !== 'auth';
}

/** `POST /api/auth/logout` (pin and user sessions alike), on any API host. */
function isLogout(request, url) {
  return request.method === 'POST' && /^\/api\/auth\/logout\/?$/.test(url.pathname);
}

/**
 * Drops every cached answer of the team's API; the configuration (public, the same
 * for everyone, needed to start offline) and the app shell stay. Each team host has
 * its own worker and caches, so this is exactly this team's data.
 */
async function forgetTeamData() {
  const cache = await caches.open(DATA_CACHE);
  const requests = await cache.keys();
  await Promise.all(
    requests
      .filter((request) => new URL(request.url).pathname.startsWith('/api/'))
      .map((request) => cache.delete(request)),
  );
}

function isAppPage(url) {
  return (
    url.origin === self.location.origin &&
    !url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/config/') &&
    url.pathname !== '/health'
  );
}

/** Every path of the SPA is the same index.html: fresh when online, the cached one offline. */
async function appPage(event) {
  try {
    const response = (await event.preloadResponse) || (await fetch(event.request));
    if (response.ok && isHtml(response)) {
      event.waitUntil(storeIndex(response.clone()));
      return response;
    }
    return (await cachedIndex()) || response;
  } catch (error) {
    const cached = await cachedIndex();
    if (cached) return cached;
    throw error;
  }
}

function cachedIndex() {
  return caches.match(INDEX_URL, { cacheName: SHELL_CACHE, ignoreVary: true });
}

function isHtml(response) {
  return (response.headers.get('content-type') || '').includes('text/html');
}

async function refreshIndex() {
  const response = await fetch(INDEX_URL, { cache: 'no-cache' });
  if (response.ok && isHtml(response)) await storeIndex(response);
}

/**
 * Keeps the page for offline starts. A page that loads other entry scripts than the
 * kept one belongs to a new release: the release's files are cached anew. (The page
 * itself changes with every write: it comes rendered with the team's data.)
 */
async function storeIndex(response) {
  const cache = await caches.open(SHELL_CACHE);
  const html = await response.clone().text();
  const previous = await cache.match(INDEX_URL, { ignoreVary: true });
  const newRelease = !previous || entryScripts(await previous.text()) !== entryScripts(html);
  await cache.put(INDEX_URL, response);
  if (newRelease) await precacheRelease();
}

/** The /assets/ files a page names, in order: the same for every page of one release. */
function entryScripts(html) {
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map(([, path]) => path).join(' ');
}

/**
 * Every file of the current release (Vite's manifest, vite.config.ts): the lazy
 * chunks a visit never loaded are needed offline too (the offline notice's own
 * chunk, a section opened later). The previous release's files go, so the cache
 * never outgrows a release. Written by hand because the worker is plain
 * JavaScript outside the build; issue 18's Workbox precache replaces it.
 */
async function precacheRelease() {
  const response = await fetch(RELEASE_MANIFEST_URL, { cache: 'no-cache' });
  if (!response.ok) return;
  const manifest = await response.json();
  const files = new Set();
  for (const chunk of Object.values(manifest)) {
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) {
      if (typeof file === 'string') files.add(new URL(`/${file}`, self.location.origin).href);
    }
  }
  const cache = await caches.open(SHELL_CACHE);
  const stale = (await cache.keys()).filter(
    (request) => new URL(request.url).pathname.startsWith('/assets/') && !files.has(request.url),
  );
  await Promise.all(stale.map((request) => cache.delete(request)));
  // One file that fails (offline again) leaves the others kept; the next page tries again.
  await Promise.all([...files].map((href) => cacheFirst(new Request(href)).catch(() => undefined)));
}

async function cacheFirst(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/**
 * The network's answer, remembered; offline, the last remembered one. A 401 means
 * the session is gone (expired, revoked, logged out elsewhere): what it saw goes too.
 */
async function networkFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.status === 200) await cache.put(request, response.clone());
    if (response.status === 401 && cacheName === DATA_CACHE) await forgetTeamData();
    return response;
  } catch (error) {
    const cached = await cache.match(request, { ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

/**
 * On a first visit the page loaded before this worker took over. It sends
 * the URLs it fetched so far; they are cached now, so the very next start
 * works offline too.
 */
self.addEventListener('message', (event) => {
  const { data } = event;
  // The app logged out, or its session ended (src/lib/auth-state.tsx).
  if (data?.type === 'forget-team-data') {
    event.waitUntil(forgetTeamData());
    return;
  }
  if (data?.type !== 'cache-urls' || !Array.isArray(data.urls)) return;
  event.waitUntil(
    Promise.all(
      data.urls.map(async (href) => {
        const cacheName =
          typeof href === 'string' ? cacheFor(new URL(href, self.location.origin)) : null;
        if (!cacheName) return;
        const request = new Request(href, { credentials: 'include' });
        await (
          cacheName === SHELL_CACHE && href.includes('/assets/')
            ? cacheFirst(request)
            : networkFirst(request, cacheName)
        ).catch(() => undefined);
      }),
    ),
  );
});

// Push: the payload is the server's PushMessage {title, body, url, actions?, data?}
// (server/push/push-sender.ts). A personal reminder has Ja / Nee buttons and an answer token.
self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: ICON,
      badge: BADGE,
      lang: 'nl',
      data: { url: message.url, answer: message.answer },
      ...(message.answer ? { actions: message.actions } : {}),
    }),
  );
});

function readMessage(data) {
  let payload;
  try {
    payload = data ? data.json() : {};
  } catch {
    payload = { body: data ? data.text() : '' };
  }
  const text = (value) => (typeof value === 'string' ? value : '');
  return {
    title: text(payload.title) || DEFAULT_TITLE,
    body: text(payload.body),
    url: appUrl(text(payload.url)),
    actions: Array.isArray(payload.actions)
      ? payload.actions.map((a) => ({ action: text(a?.action), title: text(a?.title) }))
      : [],
    answer: readAnswer(payload.data?.answer),
  };
}

/** The answer token of a personal reminder: ids and a token, or nothing. */
function readAnswer(answer) {
  if (!answer || typeof answer.token !== 'string' || typeof answer.path !== 'string') {
    return undefined;
  }
  // Only this app's own answer endpoint.
  if (!/^\/api\/[a-z0-9-]+\/match\/\d+\/availability\/\d+\/by-token$/.test(answer.path)) {
    return undefined;
  }
  return { path: answer.path, token: answer.token };
}

const ANSWERS = { ja: 'Yes', nee: 'No' };

/**
 * Ja / Nee on a personal reminder answers without opening the app (issue 17): the
 * token the push carried is the permission (docs/decisions.md). When it fails
 * (offline, the match is filled), the app opens at the match instead.
 */
async function answerFromNotification(notification, status) {
  const { answer, url } = notification.data ?? {};
  try {
    const response = await fetch(answer.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: answer.token, status }),
    });
    if (response.ok) return;
  } catch {
    // Offline: fall through to opening the app.
  }
  await self.clients.openWindow(appUrl(url));
}

/** Only a path of this app: a notification never opens another site. */
function appUrl(path) {
  try {
    const url = new URL(path || '/', self.location.origin);
    return url.origin === self.location.origin ? url.href : `${self.location.origin}/`;
  } catch {
    return `${self.location.origin}/`;
  }
}

// A tap on the notification: bring the open app forward and show the news there, or start it.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const status = ANSWERS[event.action];
  if (status && event.notification.data?.answer) {
    event.waitUntil(answerFromNotification(event.notification, status));
    return;
  }
  const target = appUrl(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => 'focus' in client);
      if (!open) {
        await self.clients.openWindow(target);
        return;
      }
      const url = new URL(target);
      // The app routes in place (src/pwa/service-worker.ts), without a reload.
      open.postMessage({ type: 'navigate', path: `${url.pathname}${url.search}` });
      await open.focus();
    })(),
  );
});

// The push service renewed the subscription (Firefox does this): subscribe again with
// the same key; the app registers the new one with the server when it next starts.
self.addEventListener('pushsubscriptionchange', (event) => {
  const options = event.oldSubscription?.options;
  if (options) event.waitUntil(self.registration.pushManager.subscribe(options));
});
