import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIso } from '../../../domain/dates.js';
import { seasonRecapSchema } from '../../../domain/season-recap/season-recap.schema.js';
import { teamOf } from '../../auth/guards.js';
import { idParams } from '../../http/schemas.js';
import { viewOf } from '../../http/visitor-view.js';
import { seasonRecap } from './season-recap.repository.js';

/**
 * `GET /api/{team}/season/{id}/recap`: public like the dashboard. Not in the read
 * cache: its money depends on who asks (the visitor view reduces the names).
 */
export const seasonRecapRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;
  app.get(
    '/season/:id/recap',
    {
      schema: {
        tags: ['seasons'],
        summary:
          "A season's summary to share: top scorer, most present, most fined, player-of-the-match titles and the pot's total",
        params: idParams,
        response: { 200: seasonRecapSchema },
      },
    },
    async (request) => {
      const view = await viewOf(request);
      return seasonRecap(db, teamOf(request), request.params.id, {
        now: now(),
        today: todayIso(now()),
        moneyVisible: view.moneyVisible,
      });
    },
  );
};
