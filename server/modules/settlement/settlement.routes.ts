import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bankBalanceInputSchema,
  settlementSchema,
} from '../../../domain/settlement/settlement.schema.js';
import { teamAdminOnly, teamOf } from '../../auth/guards.js';
import { idParams } from '../../http/schemas.js';
import { getSettlement, setBankBalance } from './settlement.repository.js';

const tags = ['seasons'];

/** The season's settlement for its treasurer (issue 31): a team admin's page, not the dashboard's. */
export const settlementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;

  app.get(
    '/season/:id/settlement',
    {
      onRequest: teamAdminOnly,
      schema: {
        tags,
        summary:
          "Each player's open amount with its payment reference, the pot's expected balance and the bank balance entered (euros)",
        params: idParams,
        response: { 200: settlementSchema },
      },
    },
    async (request) => getSettlement(db, teamOf(request).id, request.params.id, now()),
  );

  app.put(
    '/season/:id/settlement',
    {
      onRequest: teamAdminOnly,
      schema: {
        tags,
        summary:
          "Records the bank balance (euros) the treasurer reads on the bank's site; refused for a locked season",
        params: idParams,
        body: bankBalanceInputSchema,
        response: { 200: settlementSchema },
      },
    },
    async (request) => {
      const teamId = teamOf(request).id;
      await setBankBalance(db, teamId, request.params.id, request.body.bankBalance, now());
      return getSettlement(db, teamId, request.params.id, now());
    },
  );
};
