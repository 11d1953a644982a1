import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  matchInputSchema,
  matchSchema,
  matchUpdateSchema,
} from '../../../domain/matches/match.schema.js';
import { z } from '../../../domain/validation.js';
import { teamMemberOnly, teamOf } from '../../auth/guards.js';
import { registerRead } from '../../http/public-read.js';
import { auditContext } from '../audit/public.js';
import { booleanQuery, idParams, idSchema, okSchema } from '../../http/schemas.js';
import { versionedPut } from '../../http/versioned-write.js';
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

  app.post(
    '/match',
    {
      onRequest: teamMemberOnly,
      schema: {
        tags,
        summary: 'Adds a match to the current season',
        body: matchInputSchema,
        response: { 200: matchSchema },
      },
    },
    async (request) => createMatch(db, teamOf(request).id, request.body),
  );

  app.put(
    '/match/:id',
    {
      onRequest: teamMemberOnly,
      schema: {
        tags,
        summary: 'Edits, cancels or restores a match; a cancelled match keeps its date',
        params: idParams,
        body: matchUpdateSchema,
        response: { 200: matchSchema },
      },
    },
    versionedPut(getMatch, (teamId, id, request) => updateMatch(db, teamId, id, request.body)),
  );

  app.delete(
    '/match/:id',
    {
      onRequest: teamMemberOnly,
      schema: {
        tags,
        summary: 'Deletes a match that is not filled; POST /:id/restore undoes it',
        params: idParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await deleteMatch(db, request.params.id, await auditContext(request));
      return { ok: true as const };
    },
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
