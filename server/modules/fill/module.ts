import type { FastifyPluginAsync } from 'fastify';
import { teamModule } from '../../http/team-scope.js';
import { matchDataRoutes } from './fill.routes.js';

/** Filling a match in, and resetting it (`/api/{team}/match/{id}/data`, `…/filled`). */
const fill: FastifyPluginAsync = teamModule(matchDataRoutes);
export default fill;
