import type { Kysely } from 'kysely';
import { countAvailability } from '../../../domain/availability/availability.js';
import { addDays, todayIso } from '../../../domain/dates.js';
import {
  isShortageCheckDue,
  MAX_SHORTAGE_DAYS_BEFORE,
  matchStartKey,
  shortageText,
} from '../../../domain/reminders/shortage.js';
import type { DB } from '../../db/schema.js';
import { inTeam } from '../../db/team-scope.js';
import { listAvailability } from '../availability/public.js';
import { matchesToCome, weekdayOf, type ReminderJob } from './reminder-job.js';

/**
 * The shortage alarm (issue 31): at the team's moment before kick-off, when
 * fewer than its minimum said "Ja", one push to the devices of its admins.
 * Exactly once per match and start, across restarts and instances, like the
 * reminders: the first instance to insert the check's row in
 * `shortage_alarm_sends` (primary key team, match, start) makes the check and
 * sends; the others find the row and do nothing. A moved match (date or
 * kick-off) has a new start, so it is checked again. Claim before send: a crash
 * in between loses that one alarm rather than sending it twice.
 */
export async function sendShortageAlarms({ db, push, now }: ReminderJob): Promise<number> {
  const today = todayIso(now);
  const teams = await db
    .selectFrom('teams')
    .select(['id', 'minimum_players', 'shortage_days_before'])
    .where('deleted_at', 'is', null)
    .where('minimum_players', 'is not', null)
    .execute();
  let sent = 0;
  for (const team of teams) {
    const minimum = team.minimum_players ?? 0;
    const daysBefore = Math.min(team.shortage_days_before, MAX_SHORTAGE_DAYS_BEFORE);
    // A day's margin each side: the server's zone need not be the team's.
    const matches = await matchesToCome(db, team.id, addDays(today, -1))
      .where('date', '<=', addDays(today, daysBefore + 1))
      .execute();
    for (const match of matches) {
      const time = { date: match.date, kickOff: match.kick_off };
      if (!isShortageCheckDue(time, daysBefore, now)) continue;
      const { yes } = countAvailability(await listAvailability(db, team.id, match.id));
      const claimed = await db
        .insertInto('shortage_alarm_sends')
        .values({
          team_id: team.id,
          match_id: match.id,
          match_start: matchStartKey(time),
          yes,
          minimum,
          checked_at: now.toISOString(),
        })
        .onConflict((oc) => oc.doNothing())
        .returning('match_id')
        .executeTakeFirst();
      if (!claimed || yes >= minimum) continue;
      const message = {
        title: `Wedstrijd tegen ${match.opponent}`,
        body: shortageText(weekdayOf(match.date), yes, minimum),
        url: `/?matchId=${match.id}`,
      };
      for (const device of await adminDevices(db, team.id)) {
        push.sendToSubscription(team.id, device, message);
      }
      sent += 1;
    }
  }
  return sent;
}

/** The push subscriptions of the team's admins (a team admin's login links his browser). */
async function adminDevices(db: Kysely<DB>, teamId: number): Promise<number[]> {
  const rows = await inTeam(db, teamId)
    .selectFrom('push_subscriptions')
    .innerJoin('team_admins', (join) =>
      join
        .onRef('team_admins.team_id', '=', 'push_subscriptions.team_id')
        .onRef('team_admins.user_id', '=', 'push_subscriptions.user_id'),
    )
    .select('push_subscriptions.id')
    .orderBy('push_subscriptions.id')
    .execute();
  return rows.map((row) => row.id);
}
