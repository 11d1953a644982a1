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
import { pagedListCache } from '../../http/paging.js';
import { registerRead } from '../../http/public-read.js';
import { recordRoutes } from '../../http/record-routes.js';
import { idParams } from '../../http/schemas.js';
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
      cache: pagedListCache(['seasonId', 'limit', 'cursor', 'playerId', 'typeId', 'open']),
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

  const fine = recordRoutes(app, { tags, schema: fineSchema, read: getFine });
  fine.get('/fine/:id');
  fine.create(
    '/fine',
    { summary: 'A manual fine, into the current season', body: fineCreateSchema },
    async (teamId, body, request) =>
      createManualFine(db, teamId, body, await auditContext(request)),
  );
  fine.update(
    '/fine/:id',
    {
      summary: 'Changes a manual fine; a match fine changes with its match (MatchFilled)',
      body: fineUpdateSchema,
    },
    async (teamId, id, body, request) =>
      updateManualFine(db, teamId, id, body, await auditContext(request)),
  );
  fine.remove(
    '/fine/:id',
    { summary: 'Deletes an unpaid manual fine (FinePaid when paid, MatchFilled for a match fine)' },
    async (teamId, id, request) => deleteManualFine(db, teamId, id, await auditContext(request)),
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
