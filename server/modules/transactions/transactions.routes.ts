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
import { pagedListCache } from '../../http/paging.js';
import { registerRead } from '../../http/public-read.js';
import { recordRoutes } from '../../http/record-routes.js';
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
      cache: pagedListCache(['seasonId', 'limit', 'cursor']),
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

  const transaction = recordRoutes(app, { tags, schema: transactionSchema, read: getTransaction });
  transaction.get('/transaction/:id');
  transaction.create(
    '/transaction',
    { summary: 'A transaction, into the current season', body: transactionInputSchema },
    async (teamId, body, request) =>
      createTransaction(db, teamId, body, await auditContext(request)),
  );
  transaction.update(
    '/transaction/:id',
    { body: transactionInputSchema },
    async (teamId, id, body, request) =>
      updateTransaction(db, teamId, id, body, await auditContext(request)),
  );
  transaction.remove('/transaction/:id', {}, async (teamId, id, request) =>
    deleteTransaction(db, teamId, id, await auditContext(request)),
  );
};
