import type { FastifyPluginAsync } from 'fastify';
import { teamModule } from '../../http/team-scope.js';
import { settlementRoutes } from './settlement.routes.js';

/** The season's settlement (`/api/{team}/season/{id}/settlement`): who owes what, the pot beside the bank. */
const settlement: FastifyPluginAsync = teamModule(settlementRoutes);
export default settlement;
