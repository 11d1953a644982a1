import type { FastifyPluginAsync } from 'fastify';
import { teamModule } from '../../http/team-scope.js';
import { auditRoutes } from './audit.routes.js';

/** The team's audit trail (`/api/{team}/audit`). */
const audit: FastifyPluginAsync = teamModule(auditRoutes);
export default audit;
