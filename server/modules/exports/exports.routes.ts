import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIso } from '../../../domain/dates.js';
import { z } from '../../../domain/validation.js';
import { teamMemberOnly, teamOf } from '../../auth/guards.js';
import { idSchema } from '../../http/schemas.js';
import { getSeason, seasonFines, seasonMatches, seasonTransactions } from './exports.repository.js';
import { CSV_FILE_NAMES, CSV_KINDS, seasonCsv, slug, type CsvKind } from './season-csv.js';
import { renderSeasonReport } from './season-report.js';

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
      const season = await getSeason(db, team.id, request.params.seasonId);
      const moment = now();
      const today = todayIso(moment);
      reply.header('cache-control', 'private, no-store');
      if (request.params.file === 'report.html') {
        const [fines, transactions, matches] = await Promise.all([
          seasonFines(db, team.id, season.id),
          seasonTransactions(db, team.id, season.id),
          seasonMatches(db, team.id, season.id),
        ]);
        return reply.type('text/html; charset=utf-8').send(
          renderSeasonReport({
            teamName: team.name,
            season: season.description,
            today,
            fines,
            transactions,
            matches,
          }),
        );
      }
      const kind = request.params.file.replace(/\.csv$/, '') as CsvKind;
      const fileName = `${team.code}-${slug(season.description)}-${CSV_FILE_NAMES[kind]}.csv`;
      const csv = await seasonCsv(kind, {
        db,
        teamId: team.id,
        seasonId: season.id,
        today,
        now: moment,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );
};
