/**
 * The server's entry (`vite build --ssr`, imported by server/http/spa.ts from
 * the build, never from src/): renders a team's dashboard, and a member's pages
 * of domain/rendered-page.ts, with the same components the browser hydrates
 * (src/main.tsx).
 */
import { StrictMode, type ReactNode } from 'react';
// React's Web Streams build rather than its Node one (`react-dom/server`): the Node build
// keeps each render's request in an AsyncLocalStorage, which on Node 20 turns on async hooks
// for every promise of the process from the first render on (~4 µs more on every cached page
// and API answer in `npm run bench`). Node 20 has Web Streams; the renderer is the same.
// Back to `react-dom/server` on Node 24, where AsyncLocalStorage needs no hooks.
import { renderToReadableStream } from 'react-dom/server.edge';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { escapeHtml } from '../domain/html';
import { renderedAddress, rendersMemberPage, type RenderPage } from '../domain/rendered-page';
import type { Team } from '../domain/teams/team.schema';
import { App } from './app/App';
import { parseConfig } from './lib/config';
import { SSR_DATA_ID, type SsrData } from './app/ssr-data';
import { renderDocument } from './document';
import { resolveTeamCode } from './lib/team-code';
import TeamApp from './app/TeamApp';
import { previewMeta } from './features/dashboard/preview-meta';
import { allAnswered, answersOf } from './lib/route-reads';
import { teamAppHref } from './lib/paths';
import { teamInfoKey } from './lib/swr';
import { readLogin } from '../domain/login-state';

/**
 * A team host's `/`, or a member's page with a pin login, rendered; null for any other page
 * (the browser renders those).
 */
export const renderPage: RenderPage = async (request) => {
  // The dashboard's page of the parameters it reads: the same for every link that differs in others.
  const url = new URL(renderedAddress(request.url), 'http://host');
  const dashboard = url.pathname === '/';
  const { loginState } = readLogin(request.cookies);
  if (!dashboard && !rendersMemberPage(loginState)) return null;
  const config = parseConfig(request.config);
  // No storage on the server: bare localhost (team from storage) is left to the browser.
  const teamCode = resolveTeamCode(request.hostname, config, null);
  if (teamCode === null) return null;

  const location = `${url.pathname}${url.search}`;
  // The routes' loaders read the page's data (src/lib/route-reads.ts `answersLoader`).
  const routing = await TeamApp.routeOnServer(location, {
    teamCode,
    loginState,
    read: request.read,
  });
  const { loaderData, matches } = routing.context;
  // Only a page whose route reads its first screen renders it (the others would show a skeleton);
  // a member's page only with all it read (a refused read, as another team's session gets, is
  // the browser's to show).
  if (!matches.at(-1)?.route.loader) return null;
  if (!dashboard && !allAnswered(loaderData)) return null;
  const answers = answersOf(loaderData);
  // An unknown team (998) is the browser's to handle: its notice and redirect (spec §6).
  const team = answers[teamInfoKey(teamCode)] as Team | undefined;
  if (team === undefined) return null;

  // One Emotion cache per request (MUI's SSR guide), with the browser's default key `css`:
  // the browser's cache adopts the inlined tags instead of inserting the rules again.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const root = await renderWhole(
    <StrictMode>
      <CacheProvider value={cache}>
        <App
          config={config}
          teamCode={teamCode}
          Routes={TeamApp}
          loaderData={loaderData}
          server={{ routing, cookies: request.cookies }}
        />
      </CacheProvider>
    </StrictMode>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(root));
  const data: SsrData = { location, loaderData, config: request.config };
  // Not executed (CSP: script-src 'self'), read by src/main.tsx; `<` escaped so no text can close the tag.
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  const meta = dashboard && previewMeta(teamCode, url.searchParams, answers);
  return renderDocument({
    // As the shell sets it once running (AppShell).
    title: `<title>${escapeHtml(`${team.name} · Teampot`)}</title>`,
    head:
      (meta
        ? previewTags(meta, teamAppHref(config.teamAppUrl, teamCode, '/icons/icon-512.png'))
        : '') + styles,
    root,
    data: `<script type="application/json" id="${SSR_DATA_ID}">${json}</script>`,
    script: request.script,
  });
};

/**
 * The whole page as one text, written once everything is ready (a section's
 * code included): its data is all there, the styles are only known at the end,
 * and a Suspense boundary completed before writing is written in place. Written
 * earlier, React would complete it with an inline script, which the CSP refuses
 * (the dashboard e2e test fails on the console error).
 */
async function renderWhole(element: ReactNode): Promise<string> {
  let failure: unknown;
  const stream = await renderToReadableStream(element, {
    // Never split a large section out of place either (that, too, needs an inline script).
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      failure ??= error;
    },
  });
  await stream.allReady;
  if (failure !== undefined) throw failure;
  return new Response(stream).text();
}

/** Open Graph (WhatsApp, Facebook, Telegram) and Twitter card tags of a shared link. */
function previewTags(meta: { title: string; description: string }, image: string): string {
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Teampot'],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:image', image],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
  ];
  return tags
    .map(([kind, name, content]) => `<meta ${kind}="${name}" content="${escapeHtml(content)}" />`)
    .join('');
}
