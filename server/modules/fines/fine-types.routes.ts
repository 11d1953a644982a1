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
import { versionedGet, versionedPut } from '../../http/versioned-write.js';
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

  app.get(
    '/fine/types-with-has-fines/:id',
    { schema: { tags, params: idParams, response: { 200: fineTypeWithHasFinesSchema } } },
    versionedGet(db, getFineTypeWithHasFines),
  );

  app.post(
    '/fine/types',
    {
      onRequest: teamMemberOnly,
      schema: { tags, body: fineTypeCreateSchema, response: { 200: fineTypeSchema } },
    },
    async (request) => createFineType(db, teamOf(request).id, request.body),
  );

  app.put(
    '/fine/types/:id',
    {
      onRequest: teamMemberOnly,
      schema: {
        tags,
        summary:
          'Amount, task and matchRelated are fixed once fines of the type exist (FineTypeHasFines)',
        params: idParams,
        body: fineTypeUpdateSchema,
        response: { 200: fineTypeSchema },
      },
    },
    versionedPut(getFineTypeWithHasFines, async (teamId, id, request) =>
      updateFineType(db, teamId, id, request.body, await auditContext(request)),
    ),
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
