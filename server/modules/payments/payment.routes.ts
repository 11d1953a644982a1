import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentSchema } from '../../../domain/payments/money-settings.schema.js';
import { z } from '../../../domain/validation.js';
import { teamOf } from '../../auth/guards.js';
import { idSchema } from '../../http/schemas.js';
import { playerPayment } from './payment.repository.js';
import { readerOf } from '../../http/reader.js';
import { viewOf } from '../../http/visitor-view.js';

/** `GET /api/{team}/fine/payment/{playerId}`: what the pay-by-QR dialog shows (public unless money is hidden). */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fine/payment/:playerId',
    {
      schema: {
        tags: ['fines'],
        summary: "A player's open fines as one SEPA transfer with its EPC QR payload",
        params: z.object({ playerId: idSchema }),
        response: { 200: paymentSchema },
      },
    },
    async (request) => {
      const view = await viewOf(readerOf(request));
      return playerPayment(
        app.deps.db,
        teamOf(request).id,
        request.params.playerId,
        view.showNames,
        app.deps.now(),
      );
    },
  );
};
