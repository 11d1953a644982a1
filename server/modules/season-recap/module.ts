import type { FastifyPluginAsync } from 'fastify';
import { teamModule } from '../../http/team-scope.js';
import { seasonRecapRoutes } from './season-recap.routes.js';
import { sharePageRoutes } from './share-page.routes.js';

/**
 * A season's summary to share (issue 31): the answer (`/api/{team}/season/{id}/recap`)
 * and, on the team's host, the page's HTML with its preview tags and image
 * (`/seizoen/{seasonId}`, `/seizoen/{seasonId}/og.png`).
 */
const seasonRecap: FastifyPluginAsync = async (app) => {
  await app.register(teamModule(seasonRecapRoutes));
  await app.register(sharePageRoutes);
};
export default seasonRecap;
