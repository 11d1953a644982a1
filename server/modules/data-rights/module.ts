import type { FastifyPluginAsync } from 'fastify';
import { teamModule } from '../../http/team-scope.js';
import { anonymiseRoutes } from './anonymise.routes.js';

/** A team's part of people's data rights (issue 30): anonymising a player who left. */
const dataRights: FastifyPluginAsync = teamModule(anonymiseRoutes);
export default dataRights;
