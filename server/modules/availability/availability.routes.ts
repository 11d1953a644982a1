import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityByTokenSchema,
  availabilityCountsSchema,
  availabilityInputSchema,
  availabilitySchema,
} from '../../../domain/availability/availability.schema.js';
import { countAvailability } from '../../../domain/availability/availability.js';
import { todayIso } from '../../../domain/dates.js';
import { z } from '../../../domain/validation.js';
import { teamMemberOnly, teamOf } from '../../auth/guards.js';
import { UnauthorizedError } from '../../http/errors.js';
import { registerRead } from '../../http/public-read.js';
import { idParams, idSchema } from '../../http/schemas.js';
import {
  isTeamMember,
  MONEY_HIDDEN_MESSAGE as MEMBERS_ONLY_MESSAGE,
} from '../../http/visitor-view.js';
import { assertAnswerToken } from '../reminders/public.js';
import { listAvailability, setAvailability } from './availability.repository.js';

const tags = ['availability'];

/**
 * Who's coming (issue 17), under `/match`. Members see everything; a visitor
 * never sees the notes (an injury is health data), and a visitor of a team that
 * does not show names in full gets the counts only.
 */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;

  registerRead(
    app,
    {
      path: '/match/:id/availability',
      params: idParams,
      response: z.array(availabilitySchema),
      load: async (reader, { params }) => {
        const member = await isTeamMember(reader);
        if (!member && reader.team.showNames !== 'full')
          throw new UnauthorizedError(MEMBERS_ONLY_MESSAGE);
        const answers = await listAvailability(db, reader.team.id, params.id);
        return member ? answers : answers.map((answer) => ({ ...answer, note: null }));
      },
    },
    { tags, summary: "Each season player's answer for the match (null: none yet)" },
  );

  registerRead(
    app,
    {
      path: '/match/:id/availability/counts',
      params: idParams,
      response: availabilityCountsSchema,
      load: async ({ team }, { params }) =>
        countAvailability(await listAvailability(db, team.id, params.id)),
    },
    { tags, summary: 'How many said yes, no, maybe, or nothing yet: public' },
  );

  app.put(
    '/match/:id/availability/:playerId',
    {
      onRequest: teamMemberOnly,
      schema: {
        tags,
        summary: 'Answers for a player: Yes, No, Maybe or null, with a short note',
        params: z.object({ id: idSchema, playerId: idSchema }),
        body: availabilityInputSchema,
        response: { 200: availabilitySchema },
      },
    },
    async (request) => {
      const clock = now();
      return setAvailability(
        db,
        teamOf(request).id,
        request.params.id,
        request.params.playerId,
        request.body,
        { today: todayIso(clock), now: clock },
      );
    },
  );

  app.post(
    '/match/:id/availability/:playerId/by-token',
    {
      schema: {
        tags,
        summary:
          "Answers Yes or No for a player from a personal reminder's Ja / Nee, without a session: the push's answer token is the permission (docs/security.md). 404 for a token not issued for this match and player",
        params: z.object({ id: idSchema, playerId: idSchema }),
        body: availabilityByTokenSchema,
        response: { 200: availabilitySchema },
      },
    },
    async (request) => {
      const teamId = teamOf(request).id;
      const { id: matchId, playerId } = request.params;
      await assertAnswerToken(db, { teamId, matchId, playerId }, request.body.token);
      const clock = now();
      const answer = await setAvailability(
        db,
        teamId,
        matchId,
        playerId,
        { status: request.body.status, note: null },
        { today: todayIso(clock), now: clock },
      );
      // A visitor learns no more than the dashboard shows: the note stays with members.
      return { ...answer, note: null };
    },
  );
};
