import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIso } from '../../../domain/dates.js';
import {
  federationNameSchema,
  fixtureImportResultSchema,
  fixtureImportSchema,
} from '../../../domain/fixture-import/fixture-import.schema.js';
import { movedMatchesMessage } from '../../../domain/fixture-import/moved-message.js';
import { teamAdminOnly, teamMemberOnly, teamOf } from '../../auth/guards.js';
import { contentOf, fileBytes, fileUploadOptions } from '../../files/upload.js';
import { markChangedNothing } from '../../http/team-scope.js';
import { federationName, importFixtures, setFederationName } from './fixture-import.repository.js';

const tags = ['matches'];

/** `POST /api/{team}/import/fixtures`: a calendar file or CSV becomes the season's matches (members). */
export const fixtureImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, push } = app.deps;

  app.post(
    '/import/fixtures',
    {
      onRequest: teamMemberOnly,
      ...fileUploadOptions((body) => fileBytes(contentOf(body), 'text')),
      schema: {
        tags,
        summary:
          'Import fixtures from a calendar file (ICS) or CSV into the current season: new matches added, moved ones updated, none deleted; dryRun only shows it',
        body: fixtureImportSchema,
        response: { 200: fixtureImportResultSchema },
      },
    },
    async (request) => {
      const team = teamOf(request);
      const { format, content, dryRun } = request.body;
      // Loaded at the first calendar file (docs/decisions.md, "Modules a request loads").
      const { readFixtureFile } = await import('./fixture-files.js');
      const file = readFixtureFile(format, content, await federationName(db, team.id));
      const { result, moved } = await importFixtures(db, team.id, file, {
        dryRun,
        today: todayIso(now()),
      });
      if (dryRun) {
        markChangedNothing(request);
        return result;
      }
      // One push for the whole import, after the commit; best effort, like the fill's.
      const message = movedMatchesMessage(team.name, moved);
      if (message) {
        try {
          push.sendToTeam(team.id, message);
        } catch (error) {
          request.log.warn({ err: error }, 'fixture import push failed');
        }
      }
      return result;
    },
  );
};

/** `GET|PUT /api/{team}/settings/federation-name`: which side of "VV Demo 1 - SC Noordwijk 1" the team is. */
export const federationNameRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/settings/federation-name',
    {
      schema: {
        tags: ['settings'],
        summary:
          "The team's name in the federation's fixtures (an import finds home and away by it); the team's own name until set",
        response: { 200: federationNameSchema },
      },
    },
    async (request) => ({ federationName: await federationName(db, teamOf(request).id) }),
  );

  app.put(
    '/settings/federation-name',
    {
      onRequest: teamAdminOnly,
      schema: {
        tags: ['settings'],
        body: federationNameSchema,
        response: { 200: federationNameSchema },
      },
    },
    async (request) => ({
      federationName: await setFederationName(db, teamOf(request).id, request.body.federationName),
    }),
  );
};
