import type { FastifyPluginAsync } from 'fastify';
import { teamModule } from '../../http/team-scope.js';
import { transactionRoutes } from './transactions.routes.js';

/** Transactions (`/api/{team}/transaction…`). */
const transactions: FastifyPluginAsync = teamModule(transactionRoutes);
export default transactions;
