import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { todayIso } from '../../../domain/dates.js';
import { z } from '../../../domain/validation.js';
import type { DB } from '../../db/schema.js';
import { registerRead } from '../../http/public-read.js';
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
  registerRead(
    app,
    {
      path: chart.path,
      params: z.object({ seasonId: idSchema }),
      query: z.object({ playerId: idSchema.optional() }),
      response: z.array(chart.point),
      cache: { query: ['playerId'] },
      load: async ({ team }, { params: { seasonId }, query: { playerId } }) => {
        await Promise.all([
          assertTeamSeason(db, team.id, seasonId),
          playerId === undefined ? undefined : getPlayer(db, team.id, playerId),
        ]);
        return chart.load(db, team.id, seasonId, todayIso(now()), playerId);
      },
    },
    { tags: chart.tags, summary: chart.summary },
  );
}
