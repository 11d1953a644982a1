import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '../../../domain/audit/audit.schema.js';
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
          "Every change to money, newest first (members only), a page at a time (`limit`, default 100, and `cursor`): { items, nextCursor, totals: {} }; `actorEmail` only for the team's admins",
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => {
      const page = await listAudit(app.deps.db, teamOf(request).id, request.query);
      // Addresses are for the team's admins; a pin holder sees the role ('Teambeheerder').
      if (request.auth?.kind === 'user') return page;
      return { ...page, items: page.items.map((entry) => ({ ...entry, actorEmail: null })) };
    },
  );
};
