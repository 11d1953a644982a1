import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  moneyReminderSettingsSchema,
  reminderSettingsInputSchema,
  reminderSentSchema,
  reminderSettingsSchema,
  type ReminderSettings,
} from '../../../domain/availability/availability.schema.js';
import { teamAdminOnly, teamMemberOnly, teamOf } from '../../auth/guards.js';
import { sendReminderNow } from './remind-now.js';

const tags = ['settings'];

/**
 * `GET|PUT /api/{team}/settings/reminders`: how many days before a match reminders go out,
 * and the shortage alarm's minimum and days (issue 31). Team admins change them; every
 * member reads them, because the next-match card shows a shortage to members.
 */
export const reminderSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  const readSettings = async (teamId: number): Promise<ReminderSettings> => {
    const row = await db
      .selectFrom('teams')
      .select(['reminder_days', 'minimum_players', 'shortage_days_before'])
      .where('id', '=', teamId)
      .executeTakeFirstOrThrow();
    return {
      reminderDays: row.reminder_days,
      minimumPlayers: row.minimum_players,
      shortageDaysBefore: row.shortage_days_before,
    };
  };

  app.get(
    '/settings/reminders',
    {
      onRequest: teamMemberOnly,
      schema: {
        tags,
        summary:
          'Reminder days, and the shortage alarm: the minimum number of "Ja" and how many days before kick-off it is checked (members)',
        response: { 200: reminderSettingsSchema },
      },
    },
    async (request) => readSettings(teamOf(request).id),
  );

  app.put(
    '/settings/reminders',
    {
      onRequest: teamAdminOnly,
      schema: {
        tags,
        summary:
          'Sets the reminder days and the shortage alarm (team admins); shortage fields left out stay as they are',
        body: reminderSettingsInputSchema,
        response: { 200: reminderSettingsSchema },
      },
    },
    async (request) => {
      const teamId = teamOf(request).id;
      const { reminderDays, minimumPlayers, shortageDaysBefore } = request.body;
      await db
        .updateTable('teams')
        .set({
          reminder_days: reminderDays,
          ...(minimumPlayers !== undefined ? { minimum_players: minimumPlayers } : {}),
          ...(shortageDaysBefore !== undefined ? { shortage_days_before: shortageDaysBefore } : {}),
        })
        .where('id', '=', teamId)
        .execute();
      return readSettings(teamId);
    },
  );

  app.post(
    '/settings/reminders/send-now',
    {
      onRequest: teamAdminOnly,
      schema: {
        tags,
        summary:
          "Sends the next match's reminder now (team admins); 999 NoNextMatch without one, ReminderJustSent within 5 minutes of the last",
        response: { 200: reminderSentSchema },
      },
    },
    async (request) => {
      const team = teamOf(request);
      return sendReminderNow(db, app.deps.push, team, app.deps.now());
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
