import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { firstRunSchema } from '../../../domain/first-run/first-run.schema.js';
import { teamAdminOnly, teamOf } from '../../auth/guards.js';
import { getFirstRun } from './first-run.repository.js';

/** A new team's checklist (issue 32): what its admin has done of the first steps. */
export const firstRunRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/first-run',
    {
      onRequest: teamAdminOnly,
      schema: {
        tags: ['teams'],
        summary:
          "Which first steps the team's data shows done (players, season, matches with a time, fine types, IBAN, link shared) and whether a match was played",
        response: { 200: firstRunSchema },
      },
    },
    async (request) => getFirstRun(db, teamOf(request).id),
  );
};
