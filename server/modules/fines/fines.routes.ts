import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fineCreateSchema,
  finePaidSchema,
  fineSchema,
  fineUpdateSchema,
} from '../../../domain/fines/fine.schema.js';
import { z } from '../../../domain/validation.js';
import { teamMemberOnly, teamOf } from '../../auth/guards.js';
import { sendCachedRead } from '../../cache/team-read-cache.js';
import { idParams, idSchema, okSchema } from '../../http/schemas.js';
import { auditContext } from '../audit/public.js';
import {
  createManualFine,
  deleteManualFine,
  getFine,
  listFines,
  setFinePaid,
  updateManualFine,
} from './fines.repository.js';

const tags = ['fines'];

export const fineRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const finesSchema = z.array(fineSchema);

  app.get(
    '/fine',
    {
      config: { cachedRead: { query: ['seasonId'] } },
      schema: {
        tags,
        summary:
          'Fines of a season (default: the current one): unpaid first, newest, highest, type, player',
        querystring: z.object({ seasonId: idSchema.optional() }),
        // Widened: the handler sends stored text (server/cache).
        response: { 200: finesSchema as z.ZodType },
      },
    },
    async (request, reply) => {
      const { seasonId } = request.query;
      return sendCachedRead(request, reply, {
        schema: finesSchema,
        load: () => listFines(db, teamOf(request).id, seasonId),
      });
    },
  );

  app.get(
    '/fine/:id',
    { schema: { tags, params: idParams, response: { 200: fineSchema } } },
    async (request) => getFine(db, teamOf(request).id, request.params.id),
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
    async (request) =>
      updateManualFine(
        db,
        teamOf(request).id,
        request.params.id,
        request.body,
        await auditContext(request),
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
