import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './account.routes.js';
import { accountRightsRoutes } from './account-rights.routes.js';
import { handoverRoutes } from './handover.routes.js';

/** The user's account: register, log in, verify, reset the password, refresh, hand over a team, see or delete the account (`/api/auth/…`). */
const account: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
  await app.register(handoverRoutes);
  await app.register(accountRightsRoutes);
};
export default account;
