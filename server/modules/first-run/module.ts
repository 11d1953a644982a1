import type { FastifyPluginAsync } from 'fastify';
import { teamModule } from '../../http/team-scope.js';
import { firstRunRoutes } from './first-run.routes.js';

/** A new team's checklist (`/api/{team}/first-run`, team admins). */
const firstRun: FastifyPluginAsync = teamModule(firstRunRoutes);
export default firstRun;
