import type { FastifyPluginAsync } from 'fastify';
import { teamModule } from '../../http/team-scope.js';
import { matchRoutes } from './matches.routes.js';

/** Matches (`/api/{team}/match…`). */
const matches: FastifyPluginAsync = teamModule(matchRoutes);
export default matches;
