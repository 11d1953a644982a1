import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sheetImportResultSchema,
  sheetImportSchema,
} from '../../../domain/sheet-import/sheet-import.schema.js';
import { teamAdminOnly } from '../../auth/guards.js';
import { contentOf, fileBytes, fileUploadOptions } from '../../files/upload.js';
import { markChangedNothing } from '../../http/team-scope.js';
import { auditContext } from '../audit/public.js';
import { readSheetTable } from './sheet-files.js';
import { importSheet } from './sheet-import.repository.js';

/** `POST /api/{team}/import/sheet`: players and years of fines from a team's spreadsheet (team admins). */
export const sheetImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.post(
    '/import/sheet',
    {
      onRequest: teamAdminOnly,
      ...fileUploadOptions((body) => {
        const format = (body as { format?: unknown } | null)?.format;
        return fileBytes(contentOf(body), format === 'xlsx' ? 'base64' : 'text');
      }),
      schema: {
        tags: ['fines'],
        summary:
          'Import players and fines from a spreadsheet (CSV, or XLSX in base64): all rows or none unless skipInvalid; without a mapping the columns are guessed from the header; dryRun only shows it',
        body: sheetImportSchema,
        response: { 200: sheetImportResultSchema },
      },
    },
    async (request) => {
      const { format, content, mapping, seasonId, confirmLockedSeason, dryRun, skipInvalid } =
        request.body;
      const table = await readSheetTable(format, content);
      const result = await importSheet(
        db,
        { table, mapping, seasonId, confirmLockedSeason, dryRun, skipInvalid },
        await auditContext(request),
      );
      if (dryRun) markChangedNothing(request);
      return result;
    },
  );
};
