import type { FastifyPluginAsync } from 'fastify';
import { buildCalendar, type CalendarEvent } from '../../../domain/exports/ical.js';
import {
  MATCH_TYPE_LABELS,
  matchPairing,
  matchScore,
} from '../../../domain/matches/match-rules.js';
import { teamOf } from '../../auth/guards.js';
import { calendarMatches } from './calendar.repository.js';

/**
 * `GET /api/{team}/calendar.ics`: every match of the team as an event (all-day without a kick-off),
 * public (a match list is on the public dashboard too), so a calendar app can
 * subscribe without a login. The UID is the match id: an edit or a cancellation
 * updates the event instead of adding one.
 */
export const calendarRoutes: FastifyPluginAsync = async (app) => {
  const { db, env, now } = app.deps;
  const uidDomain = new URL(env.APP_URL).hostname;

  app.get(
    '/calendar.ics',
    { schema: { tags: ['calendar'], summary: 'The matches as an iCalendar feed' } },
    async (request, reply) => {
      const team = teamOf(request);
      const matches = await calendarMatches(db, team.id);
      const events: CalendarEvent[] = matches.map((match) => {
        const title = `${MATCH_TYPE_LABELS[match.matchType]} tegen ${match.opponent}`;
        const score = matchScore(match);
        return {
          uid: `match-${match.id}@${uidDomain}`,
          date: match.date,
          time: match.kickOff,
          summary: match.cancelled ? `Afgelast: ${title}` : title,
          description: [
            `${team.name} · ${match.season}`,
            score ? `${matchPairing(team.name, match)} ${score}` : null,
          ]
            .filter(Boolean)
            .join('\n'),
          location: match.location,
          cancelled: match.cancelled,
          sequence: match.sequence,
        };
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `inline; filename="${team.code}.ics"`)
        .header('cache-control', 'public, max-age=900')
        .send(buildCalendar({ name: team.name, stamp: now(), events }));
    },
  );
};
