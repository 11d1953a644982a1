import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  newSeasonCheckSchema,
  newSeasonSchema,
  seasonDetailSchema,
  seasonSchema,
  seasonUpdateSchema,
} from '../../../domain/seasons/season.schema.js';
import { z } from '../../../domain/validation.js';
import { teamMemberOnly, teamOf } from '../../auth/guards.js';
import { registerRead } from '../../http/public-read.js';
import { recordRoutes } from '../../http/record-routes.js';
import { auditContext } from '../audit/public.js';
import {
  createSeason,
  getSeason,
  listSeasons,
  newSeasonCheck,
  updateSeason,
} from './seasons.repository.js';

const tags = ['seasons'];

export const seasonRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps;

  registerRead(
    app,
    {
      path: '/season',
      response: z.array(seasonSchema),
      cache: {},
      load: ({ team }) => listSeasons(db, team.id),
    },
    { tags, summary: 'Seasons of the team, newest (the current, open one) first' },
  );

  app.get(
    '/season/new-season-check',
    {
      onRequest: teamMemberOnly,
      schema: {
        tags,
        summary: 'What starting a new season would meet now',
        description:
          "The current season's played matches not filled in and its unpaid fines (either " +
          'refuses a new season), and its matches after today, which move into a new season.',
        response: { 200: newSeasonCheckSchema },
      },
    },
    async (request) => newSeasonCheck(db, teamOf(request).id, deps.now()),
  );

  const season = recordRoutes(app, { tags, schema: seasonDetailSchema, read: getSeason });
  season.get('/season/:id');
  season.create(
    '/season',
    {
      summary: 'Starts a new season; the previous one is locked for good',
      description:
        'Refused with SeasonHasUnfilledMatches while the current season has played matches ' +
        'that are not filled in, and with SeasonHasUnpaidFines while it has unpaid fines. ' +
        'With moveFutureMatches (default on) its matches dated after today move into the ' +
        'new season; the audit log records each.',
      body: newSeasonSchema,
    },
    async (teamId, body, request) => createSeason(db, teamId, body, await auditContext(request)),
  );
  season.update(
    '/season/:id',
    {
      summary: 'Renames a season; with playerIds also replaces its players (open season only)',
      body: seasonUpdateSchema,
    },
    (teamId, id, body) => updateSeason(db, teamId, id, body),
  );
};
