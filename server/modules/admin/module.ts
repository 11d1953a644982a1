import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './admin.routes.js';

/** The admin area's overviews (`/api/admin/…`). */
const admin: FastifyPluginAsync = async (app) => {
  await app.register(adminRoutes);
};
export default admin;
