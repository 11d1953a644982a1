import type { FastifyPluginAsync } from 'fastify';
import { teamModule } from '../../http/team-scope.js';
import { statementRoutes } from './bank-statements.routes.js';

/** Bank statements that mark fines paid (`/api/{team}/payments/statement…`). */
const bankStatements: FastifyPluginAsync = teamModule(statementRoutes);
export default bankStatements;
