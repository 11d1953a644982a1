import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  seasonBalanceSchema,
  seasonSummarySchema,
} from '../../../domain/standings/standings.schema.js';
import { teamOf } from '../../auth/guards.js';
import { sendCachedRead } from '../../cache/team-read-cache.js';
import { idParams } from '../../http/schemas.js';
import { getSeasonBalance, getSeasonSummary } from './fine-pot.repository.js';

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
};
