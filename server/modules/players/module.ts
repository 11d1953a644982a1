import type { FastifyPluginAsync } from 'fastify';
import { teamModule } from '../../http/team-scope.js';
import { playerRoutes } from './players.routes.js';

/** Players (`/api/{team}/player…`). */
const players: FastifyPluginAsync = teamModule(playerRoutes);
export default players;
