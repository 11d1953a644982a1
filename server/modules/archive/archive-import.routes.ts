import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teamFromArchiveInputSchema } from '../../../domain/archive/archive.schema.js';
import { teamSchema } from '../../../domain/teams/team.schema.js';
import { requireUser, userOnly } from '../../auth/guards.js';
import { hashSecret } from '../../auth/passwords.js';
import { fileBytes, fileUploadOptions } from '../../files/upload.js';
import { createTeamFromArchive } from './archive-import.repository.js';
import { readArchive } from './archive-reader.js';

/** `POST /api/user/team/from-archive`: a logged-in user's new team, filled from a team archive. */
export const archiveImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;

  app.post(
    '/api/user/team/from-archive',
    {
      onRequest: userOnly,
      ...fileUploadOptions((body) => {
        const archive = (body as { archive?: unknown } | null)?.archive;
        return typeof archive === 'string' ? fileBytes(archive, 'base64') : 0;
      }),
      schema: {
        tags: ['teams'],
        summary:
          'Creates a team from a team archive ZIP (base64, as GET /api/{team}/archive gives it) under a new name, code and pin; the creator becomes its admin; all or nothing',
        body: teamFromArchiveInputSchema,
        response: { 200: teamSchema },
      },
    },
    async (request) => {
      const { archive, name, teamCode, pin } = request.body;
      const document = readArchive(archive);
      const pinHash = await hashSecret(pin);
      return createTeamFromArchive(
        db,
        requireUser(request).userId,
        { name, teamCode, pinHash },
        document,
        now(),
      );
    },
  );
};
