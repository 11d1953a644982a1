import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIso } from '../../../domain/dates.js';
import { fillSummary } from '../../../domain/fill/fill-summary.js';
import {
  filledMatchSchema,
  matchDataInputSchema,
  matchReportSchema,
} from '../../../domain/fill/fill.schema.js';
import { teamMemberOnly, teamOf } from '../../auth/guards.js';
import { registerRead } from '../../http/public-read.js';
import { idParams, okSchema } from '../../http/schemas.js';
import {
  fillMatch,
  getFilledMatch,
  getMatchReport,
  resetMatch,
  restoreMatchData,
} from './fill.repository.js';
import { auditContext } from '../audit/public.js';

const tags = ['matches'];

/** Filling a match in (the fill wizard) and resetting it: spec §4 Fill / Reset. */
export const matchDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  registerRead(
    app,
    {
      path: '/match/:id/filled',
      params: idParams,
      response: filledMatchSchema,
      cache: {},
      load: ({ team }, { params }) => getFilledMatch(db, team.id, params.id),
    },
    { tags },
  );

  app.post(
    '/match/:id/data',
    {
      onRequest: teamMemberOnly,
      schema: {
        tags,
        summary:
          "Fill a played match: absentees, goals, cards, fines and tasks, all at once. A card brings the fine of the team's card settings; a card's fine type picked by hand is a 400",
        params: idParams,
        body: matchDataInputSchema,
        response: { 200: filledMatchSchema },
      },
    },
    async (request) => {
      const team = teamOf(request);
      const { now, push } = request.server.deps;
      const clock = now();
      const audit = await auditContext(request);
      const result = await fillMatch(
        db,
        team.id,
        request.params.id,
        request.body,
        { today: todayIso(clock), now: clock },
        audit,
      );
      // Best effort, after the commit: a push problem never fails a saved match.
      try {
        const message = fillSummary({
          teamName: team.name,
          ...result,
          invitesVote: result.present >= 2,
        });
        push.sendToTeam(team.id, { ...message, url: `/?matchId=${request.params.id}` });
      } catch (error) {
        request.log.warn({ err: error }, 'fill push failed');
      }
      return getFilledMatch(db, team.id, request.params.id);
    },
  );

  registerRead(
    app,
    {
      path: '/match/:id/report',
      params: idParams,
      response: matchReportSchema,
      cache: {},
      load: async ({ team }, { params }) => ({
        text: await getMatchReport(db, team, params.id),
      }),
    },
    {
      tags,
      summary:
        'A short match report to share: score, scorers, cards and the number of fines, with names as the team shows them to visitors (MatchNotFilled before the fill)',
    },
  );

  app.delete(
    '/match/:id/data',
    { onRequest: teamMemberOnly, schema: { tags, params: idParams, response: { 200: okSchema } } },
    async (request) => {
      const team = teamOf(request);
      const audit = await auditContext(request);
      await resetMatch(db, team.id, request.params.id, audit);
      return { ok: true as const };
    },
  );

  app.post(
    '/match/:id/data/restore',
    {
      onRequest: teamMemberOnly,
      schema: {
        tags,
        summary:
          'Undoes a reset: the match filled again with the same absences, goals, fines and draws. 404 when there is no reset to undo; CannotRestore when it was filled anew',
        params: idParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const audit = await auditContext(request);
      await restoreMatchData(db, request.params.id, audit);
      return { ok: true as const };
    },
  );
};
