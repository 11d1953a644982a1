import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIso } from '../../../domain/dates.js';
import { teamAdminOnly, teamOf } from '../../auth/guards.js';
import { teamArchiveStream } from './archive-zip.js';

/** `GET /api/{team}/archive`: everything the team owns, as one ZIP to keep or to move with. */
export const archiveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;

  app.get(
    '/archive',
    {
      onRequest: teamAdminOnly,
      schema: {
        tags: ['archive'],
        summary:
          "The team's archive: a ZIP with one versioned JSON document of all its data and each season's CSV files",
      },
    },
    async (request, reply) => {
      const team = teamOf(request);
      const at = now();
      const fileName = `${team.code}-archief-${todayIso(at)}.zip`;
      return reply
        .type('application/zip')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(teamArchiveStream({ db, teamId: team.id, now: at, today: todayIso(at) }));
    },
  );
};
