import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  transactionInputSchema,
  transactionSchema,
} from '../../../domain/transactions/transaction.schema.js';
import {
  transactionListQuerySchema,
  transactionPageSchema,
} from '../../../domain/transactions/transaction-page.schema.js';
import { isPagedQuery } from '../../../domain/paging.js';
import { z } from '../../../domain/validation.js';
import { teamMemberOnly, teamOf } from '../../auth/guards.js';
import { sendCachedRead } from '../../cache/team-read-cache.js';
import { idParams, okSchema } from '../../http/schemas.js';
import { versionedGet, versionedPut } from '../../http/versioned-write.js';
import { auditContext } from '../audit/public.js';
import {
  createTransaction,
  deleteTransaction,
  getTransaction,
  listTransactionPage,
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
      config: { cachedRead: { query: ['seasonId', 'limit', 'cursor'] } },
      schema: {
        tags,
        summary:
          'Transactions of a season (default: the current one), newest first. Paged with ' +
          '`limit`/`cursor`: { items, nextCursor, totals } (count, income, expenses, balance ' +
          'over the whole season). Without: every transaction',
        querystring: transactionListQuerySchema,
        // Widened: the handler sends stored text (server/cache).
        response: { 200: z.union([transactionsSchema, transactionPageSchema]) as z.ZodType },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const teamId = teamOf(request).id;
      // A later page is not kept: its cursor is no cache key (server/cache), and it is read once.
      if (query.cursor !== undefined) return listTransactionPage(db, teamId, query);
      return isPagedQuery(query)
        ? sendCachedRead(request, reply, {
            schema: transactionPageSchema,
            load: () => listTransactionPage(db, teamId, query),
          })
        : sendCachedRead(request, reply, {
            schema: transactionsSchema,
            load: () => listTransactions(db, teamId, query.seasonId),
          });
    },
  );

  app.get(
    '/transaction/:id',
    { schema: { tags, params: idParams, response: { 200: transactionSchema } } },
    versionedGet(db, getTransaction),
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
    versionedPut(getTransaction, async (teamId, id, request) =>
      updateTransaction(db, teamId, id, request.body, await auditContext(request)),
    ),
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
