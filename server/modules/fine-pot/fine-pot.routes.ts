import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  seasonBalanceSchema,
  seasonSummarySchema,
} from '../../../domain/standings/standings.schema.js';
import { registerRead } from '../../http/public-read.js';
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

  registerRead(
    app,
    {
      path: '/season/summary',
      response: seasonSummarySchema,
      cache: {},
      load: ({ team }) => getSeasonSummary(db, team.id),
    },
    {
      tags,
      summary:
        'The current season with its balance (euros) and players; null before the first season',
    },
  );

  registerRead(
    app,
    {
      path: '/season/:id/balance',
      params: idParams,
      response: seasonBalanceSchema,
      cache: {},
      load: ({ team }, { params }) => getSeasonBalance(db, team.id, params.id),
    },
    {
      tags,
      summary:
        'Unpaid and paid fines, transactions (income − expenses) and balance (paid fines + transactions), in euros',
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
