import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  transactionInputSchema,
  transactionSchema,
} from '../../../domain/transactions/transaction.schema.js';
import { z } from '../../../domain/validation.js';
import { teamMemberOnly, teamOf } from '../../auth/guards.js';
import { sendCachedRead } from '../../cache/team-read-cache.js';
import { idParams, idSchema, okSchema } from '../../http/schemas.js';
import { versionedWrite, withVersion } from '../../http/versioned-write.js';
import { auditContext } from '../audit/public.js';
import {
  createTransaction,
  deleteTransaction,
  getTransaction,
  listTransactions,
  updateTransaction,
} from './transactions.repository.js';

const tags = ['transactions'];

export const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const transactionsSchema = z.array(transactionSchema);

  app.get(
    '/transaction',
    {
      config: { cachedRead: { query: ['seasonId'] } },
      schema: {
        tags,
        summary: 'Transactions of a season (default: the current one), newest first',
        querystring: z.object({ seasonId: idSchema.optional() }),
        // Widened: the handler sends stored text (server/cache).
        response: { 200: transactionsSchema as z.ZodType },
      },
    },
    async (request, reply) => {
      const { seasonId } = request.query;
      return sendCachedRead(request, reply, {
        schema: transactionsSchema,
        load: () => listTransactions(db, teamOf(request).id, seasonId),
      });
    },
  );

  app.get(
    '/transaction/:id',
    { schema: { tags, params: idParams, response: { 200: transactionSchema } } },
    async (request, reply) =>
      withVersion(reply, await getTransaction(db, teamOf(request).id, request.params.id)),
  );

  app.post(
    '/transaction',
    {
      onRequest: teamMemberOnly,
      schema: {
        tags,
        summary: 'A transaction, into the current season',
        body: transactionInputSchema,
        response: { 200: transactionSchema },
      },
    },
    async (request) =>
      createTransaction(db, teamOf(request).id, request.body, await auditContext(request)),
  );

  app.put(
    '/transaction/:id',
    {
      onRequest: teamMemberOnly,
      schema: {
        tags,
        params: idParams,
        body: transactionInputSchema,
        response: { 200: transactionSchema },
      },
    },
    async (request, reply) => {
      const teamId = teamOf(request).id;
      const { id } = request.params;
      const audit = await auditContext(request);
      return versionedWrite(
        request,
        reply,
        (trx) => getTransaction(trx, teamId, id),
        () => updateTransaction(db, teamId, id, request.body, audit),
      );
    },
  );

  app.delete(
    '/transaction/:id',
    { onRequest: teamMemberOnly, schema: { tags, params: idParams, response: { 200: okSchema } } },
    async (request) => {
      await deleteTransaction(
        db,
        teamOf(request).id,
        request.params.id,
        await auditContext(request),
      );
      return { ok: true as const };
    },
  );
};
