import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder until this module's issue lands.
export const matchDataRoutes: FastifyPluginAsyncZod = async () => {};
