import type { FastifyPluginAsync } from 'fastify';
import { teamModule } from '../../http/team-scope.js';
import { fineTypeRoutes } from './fine-types.routes.js';
import { fineRoutes } from './fines.routes.js';

/** Fines and fine types (`/api/{team}/fine…`). */
const fines: FastifyPluginAsync = teamModule(fineRoutes, fineTypeRoutes);
export default fines;
