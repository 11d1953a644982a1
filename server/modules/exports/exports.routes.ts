import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIso } from '../../../domain/dates.js';
import { z } from '../../../domain/validation.js';
import { teamMemberOnly, teamOf } from '../../auth/guards.js';
import { idSchema } from '../../http/schemas.js';
import { CSV_FILE_NAMES, CSV_KINDS, seasonCsv, slug, type CsvKind } from './season-csv.js';
import { seasonReport } from './season-report.js';
import { teamSeason } from '../seasons/public.js';

const FILES = [...CSV_KINDS.map((kind) => `${kind}.csv` as const), 'report.html'] as const;

/**
 * `GET /api/{team}/export/{seasonId}/{kind}.csv` and `…/report.html`: a season's
 * data to take along. Members only: the files hold full names and money, and
 * they are a tool of the /input pages, not of the public dashboard.
 */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;

  app.get(
    '/export/:seasonId/:file',
    {
      onRequest: teamMemberOnly,
      schema: {
        tags: ['exports'],
        summary:
          'A season as CSV (matches, goals, cards, attendance, fines, transactions) or the printable report',
        params: z.object({
          seasonId: idSchema,
          file: z.enum(FILES, { error: 'Onbekend exportbestand' }),
        }),
      },
    },
    async (request, reply) => {
      const team = teamOf(request);
      const season = await teamSeason(db, team.id, request.params.seasonId);
      const moment = now();
      const scope = {
        db,
        teamId: team.id,
        seasonId: season.id,
        today: todayIso(moment),
        now: moment,
      };
      reply.header('cache-control', 'private, no-store');
      if (request.params.file === 'report.html') {
        const page = await seasonReport(scope, {
          teamName: team.name,
          season: season.description,
        });
        return reply.type('text/html; charset=utf-8').send(page);
      }
      const kind = request.params.file.replace(/\.csv$/, '') as CsvKind;
      const fileName = `${team.code}-${slug(season.description)}-${CSV_FILE_NAMES[kind]}.csv`;
      const csv = await seasonCsv(kind, scope);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );
};
