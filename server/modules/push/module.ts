import type { FastifyPluginAsync } from 'fastify';
import { teamModule } from '../../http/team-scope.js';
import { pushSubscriptionRoutes } from './push-subscription.routes.js';

/** A device's push subscription (`/api/{team}/auth/…PushSubscription`). */
const push: FastifyPluginAsync = teamModule(pushSubscriptionRoutes);
export default push;
