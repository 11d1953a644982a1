import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { teamCodeFromHost } from '../../domain/team-host.js';

/**
 * Serves the built SPA: hashed assets compressed ahead of time (.br/.gz from the
 * build) and cached forever; everything else revalidated. Any other GET that is
 * not an API call gets index.html (history fallback), so deep links work.
 */
export async function registerSpa(
  app: FastifyInstance,
  staticDir: string,
  /** The main domain (APP_URL's host): how team hosts are told apart (domain/team-host.ts). */
  { appDomain = '' }: { appDomain?: string } = {},
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

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (request.method === 'GET' && !isApi && indexHtml !== null) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await withDashboardPreloads(app, indexHtml, request, appDomain));
    }
    return reply.code(404).send({ error: 'NotFound', message: 'Niet gevonden' });
  });
}

/**
 * The dashboard's first API calls, as the SPA makes them (src/features/dashboard/api.ts,
 * AppShell's team name, the money visibility), and the default section's match list.
 */
const DASHBOARD_CALLS = ['/team', '/season', '/settings/visibility'];
const MATCH_LIST_CALL = '/match?onlyFilled=true';
const TEAM_CODE = /^[a-z0-9-]{1,32}$/;

/**
 * A team's `/`: index.html with `<link rel="preload">` for the dashboard's first
 * API calls, so they run while the scripts download instead of after them (the
 * e2e dashboard test checks that each is asked for once). On the bare `/` (the
 * matches) that includes the match list and the details of the match the
 * section opens on. Any other page, host or bare localhost (team from storage)
 * gets index.html as built.
 */
async function withDashboardPreloads(
  app: FastifyInstance,
  html: string,
  request: FastifyRequest,
  appDomain: string,
): Promise<string> {
  const url = new URL(request.url, 'http://host');
  if (url.pathname !== '/') return html;
  const team = teamCodeFromHost(request.hostname, appDomain);
  if (team === null || team === 'local' || !TEAM_CODE.test(team)) return html;
  const calls = [...DASHBOARD_CALLS];
  if (url.search === '') {
    calls.push(MATCH_LIST_CALL);
    const newest = await newestFilledMatchId(app, team, request);
    if (newest !== null) calls.push(`/match/${newest}/filled`);
  }
  // Credentialed, like the SPA's fetches (src/lib/api-client.ts), or the browser will not reuse them.
  const links = calls
    .map(
      (call) =>
        `<link rel="preload" href="/api/${team}${call.replaceAll('&', '&amp;')}" as="fetch" crossorigin="use-credentials" />`,
    )
    .join('');
  return html.replace('</head>', `${links}</head>`);
}

/**
 * The match the matches section opens on: the last of the current season's
 * filled matches (the list is in date order). Asked of the API itself, with the
 * visitor's cookies, so it is the answer the page will get (privacy included)
 * and it is in the read cache when the page's own request arrives.
 */
async function newestFilledMatchId(
  app: FastifyInstance,
  team: string,
  request: FastifyRequest,
): Promise<number | null> {
  const { cookie, host } = request.headers;
  const response = await app.inject({
    method: 'GET',
    url: `/api/${team}${MATCH_LIST_CALL}`,
    headers: { ...(host ? { host } : {}), ...(cookie ? { cookie } : {}) },
  });
  if (response.statusCode !== 200) return null;
  const matches = response.json<{ id: number }[]>();
  return matches.at(-1)?.id ?? null;
}
