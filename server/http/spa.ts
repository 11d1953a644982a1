import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MEMBER_PAGES, rendersMemberPage, type RenderPage } from '../../domain/rendered-page.js';
import { readLogin } from '../../domain/login-state.js';
import { isValidTeamCode } from '../../domain/team-code.js';
import { teamCodeFromHost } from '../../domain/team-host.js';
import { createRenderedPageCache, type RenderedHtml } from '../cache/rendered-page-cache.js';
import { countPageRendered } from '../ops/metrics.js';
import { BEST_QUALITY, encodePage, sendEncoded } from './encoded-page.js';
import { websiteUrl } from './public-urls.js';
import { findSession, SESSION_COOKIE } from '../auth/sessions.js';
import { configurationOf } from './configuration.js';
import type { Reader } from './public-read.js';
import { readAddress } from './read-address.js';
import { teamContextOf, teamLookupOf, type TeamRow } from './team-lookup.js';
import { sendUnknownTeamPage } from './unknown-team-page.js';

/** What the server's build of the SPA (src/entry-server.tsx, `vite build --ssr`) offers. */
interface SsrEntry {
  renderPage: RenderPage;
}

/** How pages are rendered: the server's build, and the browser build's entry script (entryScript). */
interface Renderer {
  entry: SsrEntry;
  script: string;
}

/**
 * Serves the built SPA: hashed assets compressed ahead of time (.br/.gz from the
 * build) and cached forever; everything else revalidated. Any other GET that is
 * not an API call gets index.html (history fallback), so deep links work; a
 * team's dashboard (`/`), and a member's lists (MEMBER_PAGES), come rendered by
 * the server's build of the SPA, which the browser hydrates.
 */
export async function registerSpa(
  app: FastifyInstance,
  staticDir: string,
  {
    appDomain = '',
    ssrEntry = resolve(staticDir, '..', 'dist-ssr', 'entry-server.js'),
  }: {
    /** The main domain (APP_URL's host): how team hosts are told apart (domain/team-host.ts). */
    appDomain?: string;
    /** The server's build of the SPA; without it every page is rendered in the browser. */
    ssrEntry?: string;
  } = {},
): Promise<void> {
  const root = resolve(staticDir);
  const indexFile = join(root, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      preCompressed: true,
      index: false,
      setHeaders(reply, path) {
        const immutable = path.includes(`${root}/assets/`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : null;
  if (indexHtml === null) {
    app.setNotFoundHandler(async (_request, reply) => reply.code(404).send(NOT_FOUND));
    return;
  }
  // Compressed once, at start: at the best ratio.
  const index = await encodePage(indexHtml, BEST_QUALITY);
  const script = entryScript(root);
  const renderer: Renderer | null =
    script !== null && existsSync(ssrEntry)
      ? { entry: (await import(pathToFileURL(ssrEntry).href)) as SsrEntry, script }
      : null;
  const cachedPage = renderer ? createRenderedPageCache(app.deps) : null;
  const teamExists = async (code: string) =>
    isValidTeamCode(code) && (await teamLookupOf(app.deps)(code)) !== undefined;

  /**
   * A team's dashboard rendered (from the cache when it can), any other host's
   * `/` as built. A real route, not the history fallback below: the reply
   * hooks of routes (compression of a page rendered for one member) apply.
   */
  // A GET has no body: @fastify/compress's request decompression is left out of its hooks.
  app.get('/', { decompress: false }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    const team = teamCodeFromHost(request.hostname, appDomain);
    // Bare localhost: the team comes from the browser's storage, so the browser renders.
    if (!renderer || !cachedPage || team === null || team === 'local') {
      return sendEncoded(request, reply, index);
    }
    const page = await cachedPage(request, team, (address, row, kept) =>
      renderPage(app, renderer, request, address, row, kept),
    );
    if (page === null) {
      // Rendered nothing: a team that does not exist gets its own page, without any script.
      if (!(await teamExists(team))) return sendUnknownTeamPage(reply, websiteUrl(app.deps.env));
      return sendEncoded(request, reply, index);
    }
    if (typeof page === 'string') return reply.type('text/html; charset=utf-8').send(page);
    return sendEncoded(request, reply, page);
  });

  /**
   * A member's page (domain/rendered-page.ts): rendered for this member's request, never kept;
   * a visitor, a user login and a page the renderer leaves to the browser get index.html as built.
   */
  for (const path of MEMBER_PAGES) {
    app.get(path, { decompress: false }, async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      const code = teamCodeFromHost(request.hostname, appDomain);
      // Decided on the login cookie first: a visitor's or a user login's request reads nothing.
      const pinLogin = rendersMemberPage(readLogin(request.headers.cookie ?? '').loginState);
      if (!renderer || !pinLogin || code === null || !isValidTeamCode(code)) {
        return sendEncoded(request, reply, index);
      }
      const team = await teamLookupOf(app.deps)(code);
      const page = team && (await renderPage(app, renderer, request, request.url, team));
      if (!page) return sendEncoded(request, reply, index);
      return reply.type('text/html; charset=utf-8').send(page.html);
    });
  }

  // Any other page: index.html as built (history fallback), so deep links work.
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (request.method === 'GET' && !isApi) {
      return sendEncoded(request, reply.header('cache-control', 'no-cache'), index);
    }
    return reply.code(404).send(NOT_FOUND);
  });
}

const NOT_FOUND = { error: 'NotFound', message: 'Niet gevonden' };

/**
 * The browser build's entry script, from the build's manifest (vite.config.ts): a rendered
 * page loads it as index.html does. Null without a manifest (then nothing is rendered).
 */
function entryScript(root: string): string | null {
  const file = join(root, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string }>;
  const entry = manifest['index.html'];
  return entry ? `/${entry.file}` : null;
}

/**
 * The page rendered by the SPA's server entry (a team's dashboard or a member's page), a whole
 * HTML document;
 * null when it renders nothing here or fails: the failure is logged and the page left to the
 * browser, as before server rendering.
 */
async function renderPage(
  app: FastifyInstance,
  { entry, script }: Renderer,
  request: FastifyRequest,
  /** The request's address as the page reads it (domain/rendered-page.ts `renderedAddress`). */
  address: string,
  team: TeamRow,
  /** The page cache keeps the page (rendered-page-cache.ts): its answers stay out of the read cache. */
  keptAsPage = false,
): Promise<RenderedHtml | null> {
  const { deps } = app;
  let html: string | null;
  // The soonest an answer the page shows may change without a write (a vote that closes).
  let keptUntil = Number.POSITIVE_INFINITY;
  try {
    // The same reader as the browser's API calls: this team, and the session of the request's cookie.
    const token = request.cookies[SESSION_COOKIE];
    const reader: Reader = {
      deps,
      team: teamContextOf(team),
      auth: token ? await findSession(deps.db, token, deps.now()) : null,
      keepsAnswers: !keptAsPage,
    };
    html = await entry.renderPage({
      url: address,
      hostname: request.hostname,
      cookies: request.headers.cookie ?? '',
      config: configurationOf(deps, request.headers.host),
      read: async (key) => {
        const answer = await readAddress(reader, key);
        if (answer) keptUntil = Math.min(keptUntil, answer.keptUntil);
        return answer?.value;
      },
      script,
    });
  } catch (error) {
    request.log.error({ err: error }, 'server rendering failed');
    return null;
  }
  if (html === null) return null;
  countPageRendered();
  return { html, keptUntil };
}
