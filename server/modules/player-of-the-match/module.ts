import type { FastifyPluginAsync } from 'fastify';
import { teamModule } from '../../http/team-scope.js';
import { voteRoutes } from './votes.routes.js';

/**
 * Player of the match ("Man van de wedstrijd", issue 31): the votes after a
 * fill (`/api/{team}/match/{id}/vote`, `…/votes`) and the titles they give
 * over a season (public.ts, for the standings and the season summary).
 * A reset of the match removes its votes with the rest of the fill (fill module).
 */
const playerOfTheMatch: FastifyPluginAsync = teamModule(voteRoutes);
export default playerOfTheMatch;
