import type { FastifyPluginAsync } from 'fastify';
import { teamModule } from '../../http/team-scope.js';
import { federationNameRoutes, fixtureImportRoutes } from './fixture-import.routes.js';

/** Fixtures from a calendar file or CSV (`/api/{team}/import/fixtures`, `/api/{team}/settings/federation-name`). */
const fixtureImport: FastifyPluginAsync = teamModule(fixtureImportRoutes, federationNameRoutes);
export default fixtureImport;
