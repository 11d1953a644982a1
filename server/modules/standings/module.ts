import type { FastifyPluginAsync } from 'fastify';
import { teamModule } from '../../http/team-scope.js';
import { standingsRoutes } from './standings.routes.js';

/** The standings (`/api/{team}/standings/…`). */
const standings: FastifyPluginAsync = teamModule(standingsRoutes);
export default standings;
