import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teamCodeFromHost } from '../../../domain/team-host.js';
import { escapeHtml } from '../../../domain/html.js';
import { recapDescription, recapTitle } from '../../../domain/season-recap/season-recap.js';
import type { SeasonRecap } from '../../../domain/season-recap/season-recap.schema.js';
import { z } from '../../../domain/validation.js';
import { idSchema } from '../../http/schemas.js';
import { teamOrigin } from '../../http/public-urls.js';
import { isRefusal } from '../../http/errors.js';
import { answerRead } from '../../http/public-read.js';
import { teamContextOf, teamLookupOf } from '../../http/team-lookup.js';
import { seasonRecapRead } from './season-recap.routes.js';
import { OG_HEIGHT, OG_WIDTH, recapImage } from './og-image.js';

/**
 * `/seizoen/{seasonId}` on a team's host: the season's summary to share (issue 31).
 * The page itself is the SPA's (rendered in the browser); this route sends the
 * built index.html with the preview tags written into its head, because the
 * crawlers behind a link preview (WhatsApp, Telegram, …) run no script.
 * `/seizoen/{seasonId}/og.png` is its image. Both read the summary as the API
 * answers a visitor without a session (`answerRead`), so a preview never shows
 * more than the team shows visitors, whoever opened the page.
 */
export const sharePageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env } = app.deps;
  const appDomain = new URL(env.APP_URL).hostname;
  const indexFile = join(resolve(env.STATIC_DIR), 'index.html');
  // Without a build (API tests, `npm run dev`'s API) the tags go into a page of their own.
  const shell = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : BARE_SHELL;
  const params = z.object({ seasonId: idSchema });

  /** The summary as a visitor of the request's team host gets it; null for any other answer. */
  async function visitorRecap(hostname: string, seasonId: number) {
    const teamCode = teamCodeFromHost(hostname, appDomain);
    const team = teamCode === null ? undefined : await teamLookupOf(app.deps)(teamCode);
    if (!team) return null;
    const visitor = { deps: app.deps, team: teamContextOf(team), auth: null };
    try {
      const answer = await answerRead(seasonRecapRead, visitor, {
        params: { id: seasonId },
        query: {},
      });
      return { teamCode: team.team_code, recap: JSON.parse(answer.body) as SeasonRecap };
    } catch (error) {
      if (isRefusal(error)) return null;
      throw error;
    }
  }

  app.get('/seizoen/:seasonId', { schema: { hide: true, params } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const found = await visitorRecap(request.hostname, request.params.seasonId);
    // The SPA still opens (it says what is missing); a crawler gets no preview.
    if (!found) return reply.code(404).send(shell);
    const origin = teamOrigin(env, found.teamCode);
    const path = `/seizoen/${request.params.seasonId}`;
    const { hash } = recapImage(found.recap);
    return reply.send(
      withPreview(shell, found.recap, {
        url: `${origin}${path}`,
        image: `${origin}${path}/og.png?v=${hash}`,
      }),
    );
  });

  app.get(
    '/seizoen/:seasonId/og.png',
    { schema: { hide: true, params } },
    async (request, reply) => {
      const found = await visitorRecap(request.hostname, request.params.seasonId);
      if (!found) return reply.code(404).send({ error: 'NotFound', message: 'Niet gevonden' });
      const { hash, png } = recapImage(found.recap);
      const etag = `"${hash}"`;
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/png').send(await png);
    },
  );
};

const BARE_SHELL =
  '<!doctype html><html lang="nl"><head><meta charset="UTF-8" /><title>Teampot</title></head><body></body></html>';

/** The shell with the summary's title, description and Open Graph / Twitter card tags. */
export function withPreview(
  shell: string,
  recap: SeasonRecap,
  at: { url: string; image: string },
): string {
  const title = recapTitle(recap);
  const description = recapDescription(recap);
  const tags: [string, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Teampot'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', at.url],
    ['property', 'og:image', at.image],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(OG_WIDTH)],
    ['property', 'og:image:height', String(OG_HEIGHT)],
    ['property', 'og:image:alt', title],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', at.image],
  ];
  const head = tags
    .map(([kind, name, content]) => `<meta ${kind}="${name}" content="${escapeHtml(content)}" />`)
    .join('');
  return shell
    .replace(/\s*<meta\s+name="description"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(`${title} · Teampot`)}</title>`)
    .replace('</head>', () => `${head}</head>`);
}
