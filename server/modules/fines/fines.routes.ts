import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fineCreateSchema,
  finePaidSchema,
  fineSchema,
  fineUpdateSchema,
} from '../../../domain/fines/fine.schema.js';
import { fineListQuerySchema, finePageSchema } from '../../../domain/fines/fine-page.schema.js';
import { isPagedQuery } from '../../../domain/paging.js';
import { z } from '../../../domain/validation.js';
import { teamMemberOnly, teamOf } from '../../auth/guards.js';
import { registerRead } from '../../http/public-read.js';
import { idParams, okSchema } from '../../http/schemas.js';
import { versionedGet, versionedPut } from '../../http/versioned-write.js';
import { auditContext } from '../audit/public.js';
import {
  createManualFine,
  deleteManualFine,
  getFine,
  listFinePage,
  listFines,
  setFinePaid,
  updateManualFine,
} from './fines.repository.js';

const tags = ['fines'];

export const fineRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const finesSchema = z.array(fineSchema);

  registerRead(
    app,
    {
      path: '/fine',
      query: fineListQuerySchema,
      response: z.union([finesSchema, finePageSchema]),
      // A later page is not kept: its cursor is no cache key (server/cache), and it is read once.
      cache: {
        query: ['seasonId', 'limit', 'cursor', 'playerId', 'typeId', 'open'],
        unless: ({ query }) => query.cursor !== undefined,
      },
      load: ({ team }, { query }) => {
        const paged =
          isPagedQuery(query) ||
          query.playerId !== undefined ||
          query.typeId !== undefined ||
          query.open !== undefined;
        return paged ? listFinePage(db, team.id, query) : listFines(db, team.id, query.seasonId);
      },
    },
    {
      tags,
      summary:
        'Fines of a season (default: the current one). Paged with `limit`/`cursor` (or any filter): ' +
        '{ items, nextCursor, totals }, unpaid first, newest date, id. Without: every fine, ' +
        'unpaid first, newest, highest, type, player',
    },
  );

  app.get(
    '/fine/:id',
    { schema: { tags, params: idParams, response: { 200: fineSchema } } },
    versionedGet(db, getFine),
  );

  app.post(
    '/fine',
    {
      onRequest: teamMemberOnly,
      schema: {
        tags,
        summary: 'A manual fine, into the current season',
        body: fineCreateSchema,
        response: { 200: fineSchema },
      },
    },
    async (request) =>
      createManualFine(db, teamOf(request).id, request.body, await auditContext(request)),
  );

  app.put(
    '/fine/:id',
    {
      onRequest: teamMemberOnly,
      schema: {
        tags,
        summary: 'Changes a manual fine; a match fine changes with its match (MatchFilled)',
        params: idParams,
        body: fineUpdateSchema,
        response: { 200: fineSchema },
      },
    },
    versionedPut(getFine, async (teamId, id, request) =>
      updateManualFine(db, teamId, id, request.body, await auditContext(request)),
    ),
  );

  app.delete(
    '/fine/:id',
    {
      onRequest: teamMemberOnly,
      schema: {
        tags,
        summary: 'Deletes an unpaid manual fine (FinePaid when paid, MatchFilled for a match fine)',
        params: idParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await deleteManualFine(
        db,
        teamOf(request).id,
        request.params.id,
        await auditContext(request),
      );
      return { ok: true as const };
    },
  );

  app.put(
    '/fine/:id/paid',
    {
      onRequest: teamMemberOnly,
      schema: { tags, params: idParams, body: finePaidSchema, response: { 200: fineSchema } },
    },
    async (request) =>
      setFinePaid(
        db,
        teamOf(request).id,
        request.params.id,
        request.body.paid,
        await auditContext(request),
      ),
  );
};
