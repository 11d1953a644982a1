import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fineTypeCreateSchema,
  fineTypeSchema,
  fineTypeUpdateSchema,
  fineTypeWithHasFinesSchema,
} from '../../../domain/fines/fine-type.schema.js';
import { z } from '../../../domain/validation.js';
import { teamMemberOnly, teamOf } from '../../auth/guards.js';
import { booleanQuery, idParams } from '../../http/schemas.js';
import { recordRoutes } from '../../http/record-routes.js';
import { auditContext } from '../audit/public.js';
import {
  createFineType,
  duplicateFineType,
  getFineTypeWithHasFines,
  listFineTypes,
  listFineTypesWithHasFines,
  updateFineType,
} from './fine-types.repository.js';

const tags = ['fine types'];
const obsoleteQuery = z.object({ includeObsolete: booleanQuery.optional() });

/** `/api/{team}/fine/types…` (registered inside the fine routes). */
export const fineTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/fine/types',
    {
      schema: {
        tags,
        summary:
          'Active fine types, or all with ?includeObsolete=true; active first, then by description',
        querystring: obsoleteQuery,
        response: { 200: z.array(fineTypeSchema) },
      },
    },
    async (request) =>
      listFineTypes(db, teamOf(request).id, {
        includeObsolete: request.query.includeObsolete ?? false,
      }),
  );

  app.get(
    '/fine/types-with-has-fines',
    {
      schema: {
        tags,
        summary: 'The same list, each type saying whether fines of it exist',
        querystring: obsoleteQuery,
        response: { 200: z.array(fineTypeWithHasFinesSchema) },
      },
    },
    async (request) =>
      listFineTypesWithHasFines(db, teamOf(request).id, {
        includeObsolete: request.query.includeObsolete ?? false,
      }),
  );

  // Its edit page reads the type with hasFines: that read is the version its PUT takes.
  const fineType = recordRoutes(app, {
    tags,
    schema: fineTypeSchema,
    read: getFineTypeWithHasFines,
  });
  fineType.get('/fine/types-with-has-fines/:id', fineTypeWithHasFinesSchema);
  fineType.create('/fine/types', { body: fineTypeCreateSchema }, (teamId, body) =>
    createFineType(db, teamId, body),
  );
  fineType.update(
    '/fine/types/:id',
    {
      summary:
        'Amount, task and matchRelated are fixed once fines of the type exist (FineTypeHasFines)',
      body: fineTypeUpdateSchema,
    },
    async (teamId, id, body, request) =>
      updateFineType(db, teamId, id, body, await auditContext(request)),
  );

  app.post(
    '/fine/types/:id/duplicate',
    {
      onRequest: teamMemberOnly,
      schema: {
        tags,
        summary: 'A new active copy of the type; the original becomes inactive. Returns the copy.',
        params: idParams,
        response: { 200: fineTypeSchema },
      },
    },
    async (request) => duplicateFineType(db, teamOf(request).id, request.params.id),
  );
};
