import type { FastifyPluginAsync } from 'fastify';
import { teamModule } from '../../http/team-scope.js';
import { sheetImportRoutes } from './sheet-import.routes.js';

/** Players and fines from a spreadsheet (`/api/{team}/import/sheet`). */
const sheetImport: FastifyPluginAsync = teamModule(sheetImportRoutes);
export default sheetImport;
