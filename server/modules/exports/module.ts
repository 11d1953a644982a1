import type { FastifyPluginAsync } from 'fastify';
import { teamModule } from '../../http/team-scope.js';
import { calendarRoutes } from './calendar.routes.js';
import { exportRoutes } from './exports.routes.js';

/** A season's files and the team's calendar feed (`/api/{team}/export/…`, `/api/{team}/calendar.ics`). */
const exports: FastifyPluginAsync = teamModule(exportRoutes, calendarRoutes);
export default exports;
