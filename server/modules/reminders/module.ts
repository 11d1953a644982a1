import type { FastifyPluginAsync } from 'fastify';
import { teamModule } from '../../http/team-scope.js';
import { reminderSettingsRoutes } from './reminder-settings.routes.js';

/**
 * Reminder settings (`/api/{team}/settings/reminders`, `/settings/money-reminder`); the
 * reminders themselves, the money reminder and the shortage alarm (issue 31) run on a
 * timer (public.ts).
 */
const reminders: FastifyPluginAsync = teamModule(reminderSettingsRoutes);
export default reminders;
