import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { todayIso } from '../../../domain/dates.js';
import { z } from '../../../domain/validation.js';
import { teamOf } from '../../auth/guards.js';
import { sendCachedRead } from '../../cache/team-read-cache.js';
import type { DB } from '../../db/schema.js';
import { idSchema } from '../../http/schemas.js';
import { getPlayer } from '../players/public.js';
import { assertTeamSeason } from '../seasons/public.js';

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A chart per counted match of a season at `path` (`…/:seasonId/by-match`): the team's,
 * or one player's with `?playerId`; cached like the standings, a 404 for a season or a
 * player of another team. `load` reads the points, oldest match first (`finesByMatch`,
 * `seasonByMatch`).
 */
export function seasonChartByMatch<Point>(
  app: RouteApp,
  chart: {
    path: `/${string}/:seasonId/by-match`;
    tags: string[];
    summary: string;
    point: z.ZodType<Point>;
    load: (
      db: Kysely<DB>,
      teamId: number,
      seasonId: number,
      today: string,
      playerId?: number,
    ) => Promise<Point[]>;
  },
): void {
  const { db, now } = app.deps;
  const schema = z.array(chart.point);
  app.get(
    chart.path,
    {
      config: { cachedRead: { query: ['playerId'] } },
      schema: {
        tags: chart.tags,
        summary: chart.summary,
        params: z.object({ seasonId: idSchema }),
        querystring: z.object({ playerId: idSchema.optional() }),
        // Widened: the handler sends stored text, so there is no typed value to return.
        response: { 200: schema as z.ZodType },
      },
    },
    async (request, reply) => {
      const teamId = teamOf(request).id;
      const { seasonId } = request.params;
      const { playerId } = request.query;
      return sendCachedRead(request, reply, {
        schema,
        load: async () => {
          await Promise.all([
            assertTeamSeason(db, teamId, seasonId),
            playerId === undefined ? undefined : getPlayer(db, teamId, playerId),
          ]);
          return chart.load(db, teamId, seasonId, todayIso(now()), playerId);
        },
      });
    },
  );
}
