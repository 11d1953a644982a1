import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  moneyReminderSettingsSchema,
  reminderSettingsSchema,
} from '../../../domain/availability/availability.schema.js';
import { teamAdminOnly, teamOf } from '../../auth/guards.js';

const tags = ['settings'];

/** `GET|PUT /api/{team}/settings/reminders`: how many days before a match reminders go out (team admins). */
export const reminderSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/settings/reminders',
    { onRequest: teamAdminOnly, schema: { tags, response: { 200: reminderSettingsSchema } } },
    async (request) => {
      const row = await db
        .selectFrom('teams')
        .select('reminder_days')
        .where('id', '=', teamOf(request).id)
        .executeTakeFirstOrThrow();
      return { reminderDays: row.reminder_days };
    },
  );

  app.put(
    '/settings/reminders',
    {
      onRequest: teamAdminOnly,
      schema: { tags, body: reminderSettingsSchema, response: { 200: reminderSettingsSchema } },
    },
    async (request) => {
      await db
        .updateTable('teams')
        .set({ reminder_days: request.body.reminderDays })
        .where('id', '=', teamOf(request).id)
        .execute();
      return request.body;
    },
  );

  app.get(
    '/settings/money-reminder',
    {
      onRequest: teamAdminOnly,
      schema: {
        tags,
        summary: 'Whether devices whose holder has open fines get a weekly push (team admins)',
        response: { 200: moneyReminderSettingsSchema },
      },
    },
    async (request) => {
      const row = await db
        .selectFrom('teams')
        .select('money_reminder')
        .where('id', '=', teamOf(request).id)
        .executeTakeFirstOrThrow();
      return { weekly: row.money_reminder === 1 };
    },
  );

  app.put(
    '/settings/money-reminder',
    {
      onRequest: teamAdminOnly,
      schema: {
        tags,
        body: moneyReminderSettingsSchema,
        response: { 200: moneyReminderSettingsSchema },
      },
    },
    async (request) => {
      await db
        .updateTable('teams')
        .set({ money_reminder: request.body.weekly ? 1 : 0 })
        .where('id', '=', teamOf(request).id)
        .execute();
      return request.body;
    },
  );
};
