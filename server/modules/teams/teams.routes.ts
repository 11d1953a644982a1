import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder until this module's issue lands.
export const teamRoutes: FastifyPluginAsyncZod = async () => {};
export const userTeamRoutes: FastifyPluginAsyncZod = async () => {};
