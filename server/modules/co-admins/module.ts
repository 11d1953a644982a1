import type { FastifyPluginAsync } from 'fastify';
import { teamModule } from '../../http/team-scope.js';
import { invitationRoutes, teamAdminRoutes } from './co-admins.routes.js';

/** A team's admins and invitations (`/api/{team}/admins…`, `/api/invitation…`). */
const coAdmins: FastifyPluginAsync = async (app) => {
  await app.register(invitationRoutes);
  await app.register(teamModule(teamAdminRoutes));
};
export default coAdmins;
