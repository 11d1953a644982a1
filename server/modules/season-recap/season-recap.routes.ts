import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIso } from '../../../domain/dates.js';
import {
  seasonRecapSchema,
  type SeasonRecap,
} from '../../../domain/season-recap/season-recap.schema.js';
import { registerRead, type PublicRead } from '../../http/public-read.js';
import { idParams } from '../../http/schemas.js';
import { viewOf } from '../../http/visitor-view.js';
import { seasonRecap } from './season-recap.repository.js';

/**
 * `GET /api/{team}/season/{id}/recap`: public like the dashboard. Not in the read
 * cache: its money depends on who asks (the visitor view reduces the names).
 */
export const seasonRecapRead: PublicRead<{ id: number }, unknown, SeasonRecap> = {
  path: '/season/:id/recap',
  params: idParams,
  response: seasonRecapSchema,
  load: async (reader, { params }) => {
    const { db, now } = reader.deps;
    const view = await viewOf(reader);
    return seasonRecap(db, reader.team, params.id, {
      now: now(),
      today: todayIso(now()),
      moneyVisible: view.moneyVisible,
    });
  },
};

export const seasonRecapRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRead(app, seasonRecapRead, {
    tags: ['seasons'],
    summary:
      "A season's summary to share: top scorer, most present, most fined, player-of-the-match titles and the pot's total",
  });
};
