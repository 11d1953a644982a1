import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminTeamSchema, adminUserSchema } from '../../../domain/admin/admin.schema.js';
import { z } from '../../../domain/validation.js';
import { adminOnly } from '../../auth/guards.js';
import { listTeamsOverview, listUsersOverview } from './admin.repository.js';

const tags = ['admin'];

/** `/api/admin`: the overview of the whole installation, for `isAdmin` users only. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.addHook('onRequest', adminOnly);

  app.get(
    '/api/admin/teams',
    { schema: { tags, response: { 200: z.array(adminTeamSchema) } } },
    async () => listTeamsOverview(db),
  );

  app.get(
    '/api/admin/users',
    { schema: { tags, response: { 200: z.array(adminUserSchema) } } },
    async () => listUsersOverview(db),
  );
};
