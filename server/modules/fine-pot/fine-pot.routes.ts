import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  seasonBalanceSchema,
  seasonSummarySchema,
} from '../../../domain/standings/standings.schema.js';
import { teamOf } from '../../auth/guards.js';
import { sendCachedRead } from '../../cache/team-read-cache.js';
import { idParams } from '../../http/schemas.js';
import { getSeasonBalance, getSeasonSummary } from './fine-pot.repository.js';
import { todayIso } from '../../../domain/dates.js';
import { finePointSchema } from '../../../domain/fine-pot/by-match.schema.js';
import { z } from '../../../domain/validation.js';
import { idSchema } from '../../http/schemas.js';
import { getPlayer } from '../players/public.js';
import { assertTeamSeason } from '../seasons/public.js';
import { finesByMatch } from './by-match.repository.js';

const tags = ['seasons'];

/**
 * The public money summaries of a season (spec §3 "Season summary", "Season
 * balance summary"), cached like the standings. The other season routes are in
 * seasons.routes.ts.
 */
export const seasonSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;

  app.get(
    '/season/summary',
    {
      config: { cachedRead: {} },
      schema: {
        tags,
        summary:
          'The current season with its balance (euros) and players; null before the first season',
        response: { 200: seasonSummarySchema },
      },
    },
    async (request, reply) => {
      const teamId = teamOf(request).id;
      return sendCachedRead(request, reply, {
        schema: seasonSummarySchema,
        load: () => getSeasonSummary(db, teamId),
      });
    },
  );

  app.get(
    '/season/:id/balance',
    {
      config: { cachedRead: {} },
      schema: {
        tags,
        summary:
          'Unpaid and paid fines, transactions (income − expenses) and balance (paid fines + transactions), in euros',
        params: idParams,
        response: { 200: seasonBalanceSchema },
      },
    },
    async (request, reply) => {
      const teamId = teamOf(request).id;
      const seasonId = request.params.id;
      return sendCachedRead(request, reply, {
        schema: seasonBalanceSchema,
        load: () => getSeasonBalance(db, teamId, seasonId),
      });
    },
  );

  const byMatchSchema = z.array(finePointSchema);
  app.get(
    '/fine-pot/:seasonId/by-match',
    {
      config: { cachedRead: { query: ['playerId'] } },
      schema: {
        tags,
        summary:
          "Fines (euros) per counted match of the season and the pot's running total, oldest first (the team's, or one player's)",
        params: z.object({ seasonId: idSchema }),
        querystring: z.object({ playerId: idSchema.optional() }),
        response: { 200: byMatchSchema as z.ZodType },
      },
    },
    async (request, reply) => {
      const teamId = teamOf(request).id;
      const { seasonId } = request.params;
      const { playerId } = request.query;
      return sendCachedRead(request, reply, {
        schema: byMatchSchema,
        load: async () => {
          await Promise.all([
            assertTeamSeason(db, teamId, seasonId),
            playerId === undefined ? undefined : getPlayer(db, teamId, playerId),
          ]);
          return finesByMatch(db, teamId, seasonId, todayIso(now()), playerId);
        },
      });
    },
  );
};
