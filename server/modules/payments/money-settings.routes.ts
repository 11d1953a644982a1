import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  moneySettingsInputSchema,
  moneySettingsSchema,
  visibilitySchema,
} from '../../../domain/payments/money-settings.schema.js';
import { teamAdminOnly, teamOf } from '../../auth/guards.js';
import { getMoneySettings, saveMoneySettings } from './money-settings.repository.js';
import { registerRead } from '../../http/public-read.js';
import { viewOf } from '../../http/visitor-view.js';

const tags = ['settings'];

/** The team's IBAN for pay-by-QR and its privacy settings (team admins), and what a requester may see (public). */
export const moneySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/settings/money',
    { onRequest: teamAdminOnly, schema: { tags, response: { 200: moneySettingsSchema } } },
    async (request) => getMoneySettings(db, teamOf(request).id),
  );

  app.put(
    '/settings/money',
    {
      onRequest: teamAdminOnly,
      schema: { tags, body: moneySettingsInputSchema, response: { 200: moneySettingsSchema } },
    },
    async (request) => saveMoneySettings(db, teamOf(request).id, request.body),
  );

  registerRead(
    app,
    {
      path: '/settings/visibility',
      response: visibilitySchema,
      load: async (reader) => {
        const [view, settings] = await Promise.all([
          viewOf(reader),
          getMoneySettings(db, reader.team.id),
        ]);
        return { ...view, payByQr: view.moneyVisible && settings.iban !== null };
      },
    },
    {
      tags,
      summary: 'How names show and whether money shows, for this requester (visitor or member)',
    },
  );
};
