import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEntrySchema, auditQuerySchema } from '../../../domain/audit/audit.schema.js';
import { z } from '../../../domain/validation.js';
import { teamMemberOnly, teamOf } from '../../auth/guards.js';
import { listAudit } from './audit.repository.js';

/**
 * The money log (issue 9): read-only for the team's members. There is no route
 * that changes or deletes it; lines are written only by the money writes themselves.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      onRequest: teamMemberOnly,
      schema: {
        tags: ['audit'],
        summary:
          "Every change to money, newest first (members only); `actorEmail` only for the team's admins",
        querystring: auditQuerySchema,
        response: { 200: z.array(auditEntrySchema) },
      },
    },
    async (request) => {
      const entries = await listAudit(app.deps.db, teamOf(request).id, request.query);
      // Addresses are for the team's admins; a pin holder sees the role ('Teambeheerder').
      if (request.auth?.kind === 'user') return entries;
      return entries.map((entry) => ({ ...entry, actorEmail: null }));
    },
  );
};
