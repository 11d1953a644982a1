import type { FastifyPluginAsync } from 'fastify';
import { teamModule } from '../../http/team-scope.js';
import { seasonSummaryRoutes } from './fine-pot.routes.js';

/** The fine pot: a season's balance and summary (`/api/{team}/season/{id}/balance`, `/season/summary`), its fines per match (`/fine-pot/{seasonId}/by-match`). */
const finePot: FastifyPluginAsync = teamModule(seasonSummaryRoutes);
export default finePot;
