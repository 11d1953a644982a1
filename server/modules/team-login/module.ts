import type { FastifyPluginAsync } from 'fastify';
import { teamModule } from '../../http/team-scope.js';
import { teamAuthRoutes } from './team-login.routes.js';

/** The team pin login (`/api/{team}/auth/login`, `/auth/validateToken`). */
const teamLogin: FastifyPluginAsync = teamModule(teamAuthRoutes);
export default teamLogin;
