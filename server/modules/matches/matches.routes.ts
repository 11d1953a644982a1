import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  matchInputSchema,
  matchSchema,
  matchUpdateSchema,
} from '../../../domain/matches/match.schema.js';
import { z } from '../../../domain/validation.js';
import { teamMemberOnly } from '../../auth/guards.js';
import { registerRead } from '../../http/public-read.js';
import { auditContext } from '../audit/public.js';
import { recordRoutes } from '../../http/record-routes.js';
import { booleanQuery, idParams, idSchema } from '../../http/schemas.js';
import {
  createMatch,
  deleteMatch,
  getMatch,
  listMatches,
  restoreMatch,
  updateMatch,
} from './matches.repository.js';

const tags = ['matches'];

export const matchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  registerRead(
    app,
    {
      path: '/match',
      query: z.object({ seasonId: idSchema.optional(), onlyFilled: booleanQuery.optional() }),
      response: z.array(matchSchema),
      cache: { query: ['seasonId', 'onlyFilled'] },
      load: ({ team }, { query: { seasonId, onlyFilled = false } }) =>
        listMatches(db, team.id, { seasonId, onlyFilled }),
    },
    { tags, summary: "A season's matches in date order (default: the current season)" },
  );

  registerRead(
    app,
    {
      path: '/match/:id',
      params: idParams,
      response: matchSchema,
      versioned: true,
      load: ({ team }, { params }) => getMatch(db, team.id, params.id),
    },
    { tags },
  );

  const match = recordRoutes(app, { tags, schema: matchSchema, read: getMatch });
  match.create(
    '/match',
    { summary: 'Adds a match to the current season', body: matchInputSchema },
    (teamId, body) => createMatch(db, teamId, body),
  );
  match.update(
    '/match/:id',
    {
      summary: 'Edits, cancels or restores a match; a cancelled match keeps its date',
      body: matchUpdateSchema,
    },
    (teamId, id, body) => updateMatch(db, teamId, id, body),
  );
  match.remove(
    '/match/:id',
    { summary: 'Deletes a match that is not filled; POST /:id/restore undoes it' },
    async (_teamId, id, request) => deleteMatch(db, id, await auditContext(request)),
  );

  app.post(
    '/match/:id/restore',
    {
      onRequest: teamMemberOnly,
      schema: {
        tags,
        summary:
          'Undoes the delete of a match: the same match (same id) with its availability and draws. 404 when nothing was deleted; CannotRestore when too late or it clashes',
        params: idParams,
        response: { 200: matchSchema },
      },
    },
    async (request) => restoreMatch(db, request.params.id, await auditContext(request)),
  );
};
