import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardSettingsSchema } from '../../../domain/fill/card-settings.schema.js';
import { teamAdminOnly, teamMemberOnly, teamOf } from '../../auth/guards.js';
import { getCardFineTypes, saveCardFineTypes } from './card-settings.repository.js';

const tags = ['settings'];

/**
 * `GET|PUT /api/{team}/settings/cards` (issue 31): the fine type each card
 * colour charges. A team admin sets them; every member reads them, because the
 * fill wizard leaves those types out of its fines step.
 */
export const cardSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/settings/cards',
    {
      onRequest: teamMemberOnly,
      schema: {
        tags,
        summary:
          'The fine type a yellow and a red card charge (members); null: no fine, or a type that is no longer an active match money type',
        response: { 200: cardSettingsSchema },
      },
    },
    async (request) => getCardFineTypes(db, teamOf(request).id),
  );

  app.put(
    '/settings/cards',
    {
      onRequest: teamAdminOnly,
      schema: {
        tags,
        summary:
          "Sets the cards' fine types (team admins), for fills from then on: 404 for a type the team lacks, 400 for one that is not an active, match-related money type",
        body: cardSettingsSchema,
        response: { 200: cardSettingsSchema },
      },
    },
    async (request) => saveCardFineTypes(db, teamOf(request).id, request.body),
  );
};
