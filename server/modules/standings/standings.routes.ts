import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIso } from '../../../domain/dates.js';
import {
  attendanceStandingSchema,
  fineStandingSchema,
  goalStandingSchema,
  taskStandingSchema,
} from '../../../domain/standings/standings.schema.js';
import { z } from '../../../domain/validation.js';
import { registerRead } from '../../http/public-read.js';
import { idSchema } from '../../http/schemas.js';
import {
  assertTeamTaskList,
  attendanceStandings,
  fineStandings,
  goalStandings,
  taskStandings,
} from './standings.repository.js';
import { assertTeamSeason } from '../seasons/public.js';
import { seasonChartByMatch } from '../matches/public.js';
import { matchPointSchema } from '../../../domain/standings/by-match.schema.js';
import { seasonByMatch } from './by-match.repository.js';
import { nextVotingClose } from '../player-of-the-match/public.js';

const tags = ['standings'];

/**
 * The public standings of the dashboard (spec §7), read-only and cached per
 * team and season until the next write, 15 minutes at most (server/cache).
 */
export const standingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;
  const seasonParams = z.object({ seasonId: idSchema });

  /**
   * One season's standing at `path`, 404 for a season of another team;
   * `changesAt` when it changes without a write (server/cache).
   */
  function seasonStanding<T>(
    path: `/standings/:seasonId/${string}`,
    summary: string,
    response: z.ZodType<T>,
    load: (teamId: number, seasonId: number) => Promise<T>,
    changesAt?: (teamId: number, seasonId: number) => Promise<Date | null>,
  ) {
    registerRead(
      app,
      {
        path,
        params: seasonParams,
        response,
        cache: {},
        load: async ({ team }, { params }) => {
          await assertTeamSeason(db, team.id, params.seasonId);
          return load(team.id, params.seasonId);
        },
        changesAt: changesAt && (({ team }, { params }) => changesAt(team.id, params.seasonId)),
      },
      { tags, summary },
    );
  }

  seasonStanding(
    '/standings/:seasonId/goals',
    '[player, goals, titles] of the season, most goals first; titles: how often player of the match (a closed vote)',
    z.array(goalStandingSchema),
    (teamId, seasonId) => goalStandings(db, teamId, seasonId, now()),
    // A title arrives when a vote closes.
    (teamId, seasonId) => nextVotingClose(db, teamId, seasonId, now()),
  );

  seasonStanding(
    '/standings/:seasonId/attendance',
    "Present and absent counts of the season's players over its played, filled, not cancelled matches",
    z.array(attendanceStandingSchema),
    (teamId, seasonId) => attendanceStandings(db, teamId, seasonId, todayIso(now())),
  );

  seasonStanding(
    '/standings/:seasonId/fines',
    'Number and total amount (euros) of fines per player in the season, paid or not, with the yellow and red cards shown',
    z.array(fineStandingSchema),
    (teamId, seasonId) => fineStandings(db, teamId, seasonId),
  );

  registerRead(
    app,
    {
      path: '/standings/:taskListId/tasks/:seasonId',
      params: z.object({ taskListId: idSchema, seasonId: idSchema }),
      response: z.array(taskStandingSchema),
      cache: {},
      load: async ({ team }, { params: { taskListId, seasonId } }) => {
        await Promise.all([
          assertTeamTaskList(db, team.id, taskListId),
          assertTeamSeason(db, team.id, seasonId),
        ]);
        return taskStandings(db, team.id, taskListId, seasonId);
      },
    },
    {
      tags,
      summary:
        "How often each player was drawn for the task list in the season, the season's players included",
    },
  );

  seasonChartByMatch(app, {
    path: '/standings/:seasonId/by-match',
    tags,
    summary:
      "Present, absent and goals per counted match of the season, oldest first (the team's, or one player's)",
    point: matchPointSchema,
    load: seasonByMatch,
  });
};
