/**
 * Teampot's service worker (spec §1, §4): push notifications, and the app
 * shell plus the last data seen kept for offline use. Built by vite-plugin-pwa
 * (`injectManifest`, vite.config.ts) into `dist/sw.js`, served from the site
 * root so its scope is the whole origin (each team host has its own worker and
 * caches). Type-checked with tsconfig.sw.json (the WebWorker library only).
 *
 * Caching rules:
 * - every file of the release (/assets/*): Workbox's precache, filled at install
 *   from the list the build writes into this file, so a new release is a new
 *   worker and the old release's files are dropped when it activates;
 * - page loads: network first, falling back to the last page kept;
 * - GETs of team data (/api/{team}/…, except …/auth/…) and the configuration,
 *   icons and manifest: network first, the last good answer kept for offline;
 * - everything else, every write and every auth call: never cached.
 *
 * What a member saw (audit log, exports, names the team hides from visitors) must
 * not outlive the login: the team's answers, and the page kept (it may be one rendered
 * with the member's data), are forgotten on a logout (the app's message, or a logout
 * request passing by) and on any 401 of a team data call; a visitor's page is kept instead.
 * What was asked for before that and arrives after it (a slow network, a logout in another
 * tab) is shown but not kept (`forgettings`).
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { CONFIG_URL } from '../lib/config';

declare const self: ServiceWorkerGlobalScope & {
  /** Replaced by the build with the release's files (vite-plugin-pwa, injectManifest). */
  __WB_MANIFEST: (string | PrecacheEntry)[];
};

/** The last page rendered, icons, favicon and manifest (the precache holds the release). */
const SHELL_CACHE = 'teampot-shell';
/** The team's API answers and the configuration. */
const DATA_CACHE = 'teampot-data';
const INDEX_URL = '/';

const DEFAULT_TITLE = 'Teampot';
const ICON = '/icons/icon-192.png';
/** Android draws the badge from its alpha channel only: a white pot on transparent. */
const BADGE = '/icons/badge-96.png';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
enableNavigationPreload();

self.addEventListener('install', (event) => {
  // Best effort: without the page kept, push still has to work.
  event.waitUntil(
    Promise.all([refreshIndex('same-origin'), keepConfiguration(event)])
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

/**
 * The configuration, kept at install: a rendered dashboard brings its own and never fetches
 * it, but offline every other start (another page, another address) reads it from here.
 */
async function keepConfiguration(event: ExtendableEvent): Promise<void> {
  const request = new Request(CONFIG_URL);
  const [response, done] = dataStrategy.handleAll({ event, request });
  await Promise.all([response, done]);
}

// Take over the page that registered us, so its next requests are cached already.
clientsClaim();

self.addEventListener('activate', (event) => {
  // The hand-written worker before this one named its caches with a version by hand
  // (teampot-shell-v1, teampot-data-v1): anything of ours not in use now goes.
  event.waitUntil(
    (async () => {
      const current = [SHELL_CACHE, DATA_CACHE];
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('teampot-') && !current.includes(name))
          .map((name) => caches.delete(name)),
      );
    })(),
  );
});

/** Only a 200 is kept: an error or a redirect must not replace the last good answer. */
const keepOkOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

/**
 * How often what a member saw was forgotten (`forgetTeamData`). An answer or a page asked for
 * before the last time may be a member's that arrives after it: it must not be kept, and one
 * written while the login ended is dropped again. In memory: a worker that stopped had no
 * answer under way (an answer under way keeps it running).
 */
let forgettings = 0;

/** Nothing was forgotten since `askedAt`, the `forgettings` count when it was asked for. */
function nothingForgottenSince(askedAt: unknown): boolean {
  return askedAt === forgettings;
}

/** An answer asked for before the last forgetting is not kept (`forgettings`). */
const keepOnlyAskedSinceForgetting: WorkboxPlugin = {
  requestWillFetch: async ({ request, state }) => {
    if (state) state.askedAt = forgettings;
    return request;
  },
  cacheWillUpdate: async ({ response, state }) =>
    nothingForgottenSince(state?.askedAt) ? response : null,
  cacheDidUpdate: async ({ cacheName, request, state }) => {
    if (nothingForgottenSince(state?.askedAt)) return;
    const cache = await caches.open(cacheName);
    await cache.delete(request, { ignoreVary: true });
  },
};

/** A 401 means the session is gone (expired, revoked, logged out elsewhere): what it saw goes too. */
const forgetOnUnauthorized: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (response.status === 401) await forgetTeamData();
    return response;
  },
};

// Offline, the last kept answer; the Vary of a cached answer (Origin, encoding) must not hide it.
const dataStrategy = new NetworkFirst({
  cacheName: DATA_CACHE,
  matchOptions: { ignoreVary: true },
  plugins: [keepOkOnly, keepOnlyAskedSinceForgetting, forgetOnUnauthorized],
});
const shellStrategy = new NetworkFirst({
  cacheName: SHELL_CACHE,
  matchOptions: { ignoreVary: true },
  plugins: [keepOkOnly],
});

/** The strategy that keeps this URL, or null when it must always come from the network. */
function strategyFor(url: URL): NetworkFirst | null {
  if (isTeamDataGet(url)) return dataStrategy;
  if (url.origin !== self.location.origin) return null;
  if (url.pathname === CONFIG_URL) return dataStrategy;
  const isShellFile =
    url.pathname.startsWith('/icons/') ||
    url.pathname === '/favicon.svg' ||
    url.pathname === '/manifest.webmanifest';
  return isShellFile ? shellStrategy : null;
}

// Page loads, then the rest; /assets/* is answered by the precache's route above.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppPage(url),
  ({ event }) => appPage(event as FetchEvent),
);
registerRoute(
  ({ request, url }) => request.mode !== 'navigate' && strategyFor(url) === dataStrategy,
  dataStrategy,
);
registerRoute(
  ({ request, url }) => request.mode !== 'navigate' && strategyFor(url) === shellStrategy,
  shellStrategy,
);

self.addEventListener('fetch', (event) => {
  // Forgotten as the logout leaves, whatever its answer: offline it never arrives.
  // (Workbox's routes answer GETs only; this one only listens.)
  if (isLogout(event.request)) event.waitUntil(forgetTeamData());
});

/**
 * `/api/{team}/…` but not its `/auth/…` calls, nor the team-less `/api/auth`,
 * `/api/user` and `/api/admin`. Any origin: the API may live on its own host.
 */
function isTeamDataGet(url: URL): boolean {
  const match = /^\/api\/([^/]+)\/([^/]+)/.exec(url.pathname);
  if (!match) return false;
  const [, first = '', second] = match;
  return !['auth', 'user', 'admin'].includes(first) && second !== 'auth';
}

/** `POST /api/auth/logout` (pin and user sessions alike), on any API host. */
function isLogout(request: Request): boolean {
  return (
    request.method === 'POST' && /^\/api\/auth\/logout\/?$/.test(new URL(request.url).pathname)
  );
}

/**
 * Drops every cached answer of the team's API, and the page kept for offline starts; the
 * configuration (public, the same for everyone, needed to start offline) and the rest of
 * the app shell stay. Each team host has its own worker and caches, so this is exactly
 * this team's data.
 */
async function forgetTeamData(): Promise<void> {
  forgettings++;
  const cache = await caches.open(DATA_CACHE);
  const requests = await cache.keys();
  await Promise.all([
    ...requests
      .filter((request) => new URL(request.url).pathname.startsWith('/api/'))
      .map((request) => cache.delete(request)),
    keepVisitorIndex(),
  ]);
}

/**
 * The kept page may be a member's, rendered with their data: it goes first, so a failure
 * leaves none, and a visitor's page takes its place (no cookie: when the app's message
 * arrives, the logout may not have cleared the session yet). Offline, none is kept.
 */
async function keepVisitorIndex(): Promise<void> {
  const cache = await caches.open(SHELL_CACHE);
  await cache.delete(INDEX_URL, { ignoreVary: true });
  await refreshIndex('omit').catch(() => undefined);
}

function isAppPage(url: URL): boolean {
  return (
    url.origin === self.location.origin &&
    !url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/config/') &&
    url.pathname !== '/health' &&
    // A file opened by its address (a season's og.png, an icon): no app path has an extension.
    !/\.[a-z0-9]+$/i.test(url.pathname)
  );
}

/**
 * Every path of the SPA is the same index.html: fresh when online, the kept one
 * offline, and also when the network answers something other than our page (a proxy's
 * error, a 5xx): hand-written because Workbox's NetworkFirst would pass that answer on,
 * and every path shares the one kept page. Our own page with a 4xx is the server's real
 * answer (a deleted team's host: "Dit team bestaat niet") and is shown, not kept.
 */
async function appPage(event: FetchEvent): Promise<Response> {
  const askedAt = forgettings;
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    const response = preloaded ?? (await fetch(event.request));
    if (response.ok && isHtml(response)) {
      event.waitUntil(storeIndex(response.clone(), askedAt));
      return response;
    }
    if (response.status < 500 && isHtml(response)) return response;
    return (await cachedIndex()) ?? response;
  } catch (error) {
    const cached = await cachedIndex();
    if (cached) return cached;
    throw error;
  }
}

function cachedIndex(): Promise<Response | undefined> {
  return caches.match(INDEX_URL, { cacheName: SHELL_CACHE, ignoreVary: true });
}

function isHtml(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('text/html');
}

/** Fetches `/` and keeps it for offline starts; `omit`: a visitor's page, whoever is logged in. */
async function refreshIndex(credentials: RequestCredentials): Promise<void> {
  const askedAt = forgettings;
  const response = await fetch(INDEX_URL, { credentials, cache: 'no-cache' });
  if (response.ok && isHtml(response)) await storeIndex(response, askedAt);
}

/**
 * Keeps the page for offline starts (it comes rendered with the team's data), unless what a
 * member saw was forgotten since it was asked for (`forgettings`).
 */
async function storeIndex(response: Response, askedAt: number): Promise<void> {
  const cache = await caches.open(SHELL_CACHE);
  if (!nothingForgottenSince(askedAt)) return;
  await cache.put(INDEX_URL, response);
  // Forgotten while it was written (a put lands once its body is read): a visitor's page instead.
  if (!nothingForgottenSince(askedAt)) await keepVisitorIndex();
}

/**
 * On a first visit the page loaded before this worker took over. It sends
 * the URLs it fetched so far; they are cached now, so the very next start
 * works offline too. (The release's files are in the precache already.)
 */
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  // The app logged out, or its session ended (src/lib/auth-state.tsx).
  if (data?.type === 'forget-team-data') {
    event.waitUntil(forgetTeamData());
    return;
  }
  if (data?.type !== 'cache-urls' || !Array.isArray(data.urls)) return;
  const hrefs = data.urls.filter((href): href is string => typeof href === 'string');
  event.waitUntil(
    Promise.all(
      hrefs.map(async (href) => {
        const strategy = strategyFor(new URL(href, self.location.origin));
        if (!strategy) return;
        const request = new Request(href, { credentials: 'include' });
        const [response, done] = strategy.handleAll({ event, request });
        await Promise.all([response, done]).catch(() => undefined);
      }),
    ),
  );
});

// Push: the payload is the server's PushMessage {title, body, url, actions?, data?}
// (server/push/push-sender.ts). A personal reminder has Ja / Nee buttons and an answer token.
self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  // `actions` is Chromium's; TypeScript's NotificationOptions do not have it yet.
  const options: NotificationOptions & { actions?: NotificationAction[] } = {
    body: message.body,
    icon: ICON,
    badge: BADGE,
    lang: 'nl',
    data: { url: message.url, answer: message.answer } satisfies NotificationData,
    ...(message.answer ? { actions: message.actions } : {}),
  };
  event.waitUntil(self.registration.showNotification(message.title, options));
});

interface NotificationAction {
  action: string;
  title: string;
}

/** The answer token of a personal reminder. */
interface Answer {
  path: string;
  token: string;
}

interface NotificationData {
  url: string;
  answer: Answer | undefined;
}

function readMessage(data: PushMessageData | null) {
  let payload: Record<string, unknown>;
  try {
    payload = data ? (data.json() as Record<string, unknown>) : {};
  } catch {
    payload = { body: data ? data.text() : '' };
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const field = (value: unknown, key: string): unknown =>
    typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)[key]
      : undefined;
  return {
    title: text(payload.title) || DEFAULT_TITLE,
    body: text(payload.body),
    url: appUrl(text(payload.url)),
    actions: Array.isArray(payload.actions)
      ? payload.actions.map((a: unknown): NotificationAction => ({
          action: text(field(a, 'action')),
          title: text(field(a, 'title')),
        }))
      : [],
    answer: readAnswer(field(payload.data, 'answer')),
  };
}

/** The answer token of a personal reminder: ids and a token, or nothing. */
function readAnswer(answer: unknown): Answer | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { path, token } = answer as Record<string, unknown>;
  if (typeof token !== 'string' || typeof path !== 'string') return undefined;
  // Only this app's own answer endpoint.
  if (!/^\/api\/[a-z0-9-]+\/match\/\d+\/availability\/\d+\/by-token$/.test(path)) {
    return undefined;
  }
  return { path, token };
}

const ANSWERS = new Map([
  ['ja', 'Yes'],
  ['nee', 'No'],
]);

/**
 * Ja / Nee on a personal reminder answers without opening the app (issue 17): the
 * token the push carried is the permission (docs/decisions.md). When it fails
 * (offline, the match is filled), the app opens at the match instead.
 */
async function answerFromNotification(url: string | undefined, answer: Answer, status: string) {
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
function appUrl(path: string | undefined): string {
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
  const data = event.notification.data as Partial<NotificationData> | null;
  const status = ANSWERS.get(event.action);
  if (status && data?.answer) {
    event.waitUntil(answerFromNotification(data.url, data.answer, status));
    return;
  }
  const target = appUrl(data?.url);
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
  const { oldSubscription } = event as Event & {
    oldSubscription?: PushSubscription | null;
    waitUntil(promise: Promise<unknown>): void;
  };
  const options = oldSubscription?.options;
  if (options) {
    (event as ExtendableEvent).waitUntil(self.registration.pushManager.subscribe(options));
  }
});
