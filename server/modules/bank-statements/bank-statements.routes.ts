import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookEntrySchema,
  statementImportSchema,
  statementResultSchema,
} from '../../../domain/bank-statements/statement.schema.js';
import { transactionSchema } from '../../../domain/transactions/transaction.schema.js';
import { teamAdminOnly } from '../../auth/guards.js';
import { contentOf, fileBytes, fileUploadOptions } from '../../files/upload.js';
import { auditContext } from '../audit/public.js';
import { bookStatementEntry, importStatement } from './bank-statements.repository.js';

const tags = ['payments'];

/** `/api/{team}/payments/statement`: a bank statement marks fines paid (team admins). */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.post(
    '/payments/statement',
    {
      onRequest: teamAdminOnly,
      // A year of a busy account: the body of a file upload, not the app's 256 KB.
      ...fileUploadOptions((body) => fileBytes(contentOf(body), 'text')),
      schema: {
        tags,
        summary:
          'Import a bank statement (CAMT.053 or MT940, told by its content): credits with a known reference and the exact amount mark their fines paid',
        body: statementImportSchema,
        response: { 200: statementResultSchema },
      },
    },
    async (request) => {
      // Loaded at the first statement (docs/decisions.md, "Modules a request loads").
      const { parseStatement } = await import('./statement-parsers.js');
      const entries = parseStatement(request.body.content);
      return importStatement(db, entries, await auditContext(request));
    },
  );

  app.post(
    '/payments/statement/book',
    {
      onRequest: teamAdminOnly,
      schema: {
        tags,
        summary: "Book a statement's unmatched entry as income or expense, once",
        body: bookEntrySchema,
        response: { 200: transactionSchema },
      },
    },
    async (request) => bookStatementEntry(db, request.body, await auditContext(request)),
  );
};
