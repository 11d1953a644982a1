import type { FastifyPluginAsync } from 'fastify';
import { teamModule } from '../../http/team-scope.js';
import { availabilityRoutes } from './availability.routes.js';

/** Who's coming to a match (`/api/{team}/match/{id}/availability…`). */
const availability: FastifyPluginAsync = teamModule(availabilityRoutes);
export default availability;
