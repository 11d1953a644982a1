import type { FastifyPluginAsync } from 'fastify';
import { teamModule } from '../../http/team-scope.js';
import { moneySettingsRoutes } from './money-settings.routes.js';
import { paymentRoutes } from './payment.routes.js';

/** Paying fines: the payment details and the money settings (`/api/{team}/fine/payment/…`, `/settings/money`, `/settings/visibility`). */
const payments: FastifyPluginAsync = teamModule(paymentRoutes, moneySettingsRoutes);
export default payments;
