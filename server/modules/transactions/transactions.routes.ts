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
import { registerRead } from '../../http/public-read.js';
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

  registerRead(
    app,
    {
      path: '/transaction',
      query: transactionListQuerySchema,
      response: z.union([transactionsSchema, transactionPageSchema]),
      // A later page is not kept: its cursor is no cache key (server/cache), and it is read once.
      cache: {
        query: ['seasonId', 'limit', 'cursor'],
        unless: ({ query }) => query.cursor !== undefined,
      },
      load: ({ team }, { query }) =>
        isPagedQuery(query)
          ? listTransactionPage(db, team.id, query)
          : listTransactions(db, team.id, query.seasonId),
    },
    {
      tags,
      summary:
        'Transactions of a season (default: the current one), newest first. Paged with ' +
        '`limit`/`cursor`: { items, nextCursor, totals } (count, income, expenses, balance ' +
        'over the whole season). Without: every transaction',
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
