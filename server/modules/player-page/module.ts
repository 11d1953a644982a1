import type { FastifyPluginAsync } from 'fastify';
import { teamModule } from '../../http/team-scope.js';
import { playerPageRoutes } from './player-page.routes.js';

/** A player's own page (`/api/{team}/player/{id}/page`). */
const playerPage: FastifyPluginAsync = teamModule(playerPageRoutes);
export default playerPage;
