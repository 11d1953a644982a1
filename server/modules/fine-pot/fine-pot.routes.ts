import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  seasonBalanceSchema,
  seasonSummarySchema,
} from '../../../domain/standings/standings.schema.js';
import { teamOf } from '../../auth/guards.js';
import { sendCachedRead } from '../../cache/team-read-cache.js';
import { idParams } from '../../http/schemas.js';
import { getSeasonBalance, getSeasonSummary } from './fine-pot.repository.js';
import { finePointSchema } from '../../../domain/fine-pot/by-match.schema.js';
import { seasonChartByMatch } from '../matches/public.js';
import { finesByMatch } from './by-match.repository.js';

const tags = ['seasons'];

/**
 * The public money summaries of a season (spec §3 "Season summary", "Season
 * balance summary"), cached like the standings. The other season routes are in
 * seasons.routes.ts.
 */
export const seasonSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

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

  seasonChartByMatch(app, {
    path: '/fine-pot/:seasonId/by-match',
    tags,
    summary:
      "Fines (euros) per counted match of the season and the pot's running total, oldest first (the team's, or one player's)",
    point: finePointSchema,
    load: finesByMatch,
  });
};
