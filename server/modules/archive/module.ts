import type { FastifyPluginAsync } from 'fastify';
import { teamModule } from '../../http/team-scope.js';
import { archiveRoutes } from './archive.routes.js';

/** The team's whole archive (`/api/{team}/archive`, issue 30). */
const archive: FastifyPluginAsync = teamModule(archiveRoutes);
export default archive;
