import type { FastifyPluginAsync } from 'fastify';
import { teamModule } from '../../http/team-scope.js';
import { cardSettingsRoutes } from './card-settings.routes.js';
import { matchDataRoutes } from './fill.routes.js';

/**
 * Filling a match in, and resetting it (`/api/{team}/match/{id}/data`, `…/filled`,
 * the match report `…/report`), with the cards a fill records and the fines they
 * bring: the cards' settings (`/api/{team}/settings/cards`) live here too.
 */
const fill: FastifyPluginAsync = teamModule(matchDataRoutes, cardSettingsRoutes);
export default fill;
