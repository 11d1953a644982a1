import type { FastifyPluginAsync } from 'fastify';
import { teamModule } from '../../http/team-scope.js';
import { teamRoutes, userTeamRoutes } from './teams.routes.js';

/** A team, and a user's teams (`/api/{team}/team`, `/api/user/team…`). */
const teams: FastifyPluginAsync = async (app) => {
  await app.register(userTeamRoutes);
  await app.register(teamModule(teamRoutes));
};
export default teams;
