import type { FastifyPluginAsync } from 'fastify';
import { teamModule } from '../../http/team-scope.js';
import { archiveImportRoutes } from './archive-import.routes.js';
import { archiveRoutes } from './archive.routes.js';

/** The team's whole archive (`/api/{team}/archive`), and a new team from one (issue 30). */
const archive: FastifyPluginAsync = async (app) => {
  await app.register(archiveImportRoutes);
  await app.register(teamModule(archiveRoutes));
};
export default archive;
