import type { FastifyPluginAsync } from 'fastify';
import { teamModule } from '../../http/team-scope.js';
import { seasonRoutes } from './seasons.routes.js';

/** Seasons (`/api/{team}/season…`). */
const seasons: FastifyPluginAsync = teamModule(seasonRoutes);
export default seasons;
