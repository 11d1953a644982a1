import type { Kysely } from 'kysely';
import { MAX_REMINDER_DAYS } from '../../../domain/availability/availability.schema.js';
import { countAvailability, reminderText } from '../../../domain/availability/availability.js';
import { addDays, todayIso } from '../../../domain/dates.js';
import type { DB, ReminderSendsTable } from '../../db/schema.js';
import type { PushSender } from '../../push/push-sender.js';
import { listAvailability } from '../availability/public.js';
import { issueAnswerToken } from './answer-tokens.js';
import { sendMoneyReminders } from './money-reminders.js';
import { matchesToCome, weekdayOf, type DueMatch, type ReminderJob } from './reminder-job.js';
import { sendShortageAlarms } from './shortage-alarm.js';
import { inTeam } from '../../db/team-scope.js';
import { countRemindersSent } from '../../ops/metrics.js';

/**
 * Reminders before a match (issue 17). Exactly once per match, kind and match
 * date, across restarts and instances: the sender first claims the reminder by
 * inserting its row in `reminder_sends`, whose primary key lets one insert win
 * (`ON CONFLICT DO NOTHING` on both dialects); only the winner sends. A new
 * match date is a new key, so a moved match is reminded again. Claim before
 * send: a crash in between loses that one reminder rather than sending it twice.
 */

type Claim = Omit<ReminderSendsTable, 'sent_at'>;
/** Whether a reminder may go out: the timer sends only what it claims first. */
type Gate = (reminder: Claim) => Promise<boolean>;

export async function claim(db: Kysely<DB>, reminder: Claim, now: Date): Promise<boolean> {
  // A conflicting insert returns no row: someone else claimed it.
  const inserted = await db
    .insertInto('reminder_sends')
    .values({ ...reminder, sent_at: now.toISOString() })
    .onConflict((oc) => oc.doNothing())
    .returning('match_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Sends every reminder that is due and not sent yet; returns how many it sent. */
export async function sendDueReminders({ db, push, now }: ReminderJob): Promise<number> {
  const today = todayIso(now);
  const teams = await db
    .selectFrom('teams')
    .select(['id', 'team_code as code', 'reminder_days'])
    .where('deleted_at', 'is', null)
    .where('reminder_days', 'is not', null)
    .execute();
  let sent = 0;
  for (const team of teams) {
    const days = Math.min(team.reminder_days ?? 0, MAX_REMINDER_DAYS);
    const matches = await matchesToCome(db, team.id, today)
      .where('date', '<=', addDays(today, days))
      .execute();
    const claimFirst: Gate = (reminder) => claim(db, reminder, now);
    for (const match of matches) {
      sent += await sendTeamReminder(db, push, team.id, match, claimFirst);
      sent += await sendPersonalReminders(db, push, team, match, now, claimFirst);
    }
  }
  return sent;
}

/** The team's "Wie komt er?" with the counts so far. */
export async function sendTeamReminder(
  db: Kysely<DB>,
  push: PushSender,
  teamId: number,
  match: DueMatch,
  gate: Gate,
): Promise<number> {
  const key = { team_id: teamId, match_id: match.id, match_date: match.date };
  if (!(await gate({ ...key, kind: 'team', target: 'team' }))) return 0;
  const counts = countAvailability(await listAvailability(db, teamId, match.id));
  push.sendToTeam(teamId, {
    title: 'Wie komt er?',
    body: reminderText(
      { date: match.date, kickOff: match.kick_off, opponent: match.opponent },
      counts,
      weekdayOf(match.date),
    ),
    url: `/?matchId=${match.id}`,
  });
  return 1;
}

/**
 * "Ben je er zaterdag bij?" to each device whose holder has not answered yet,
 * claimed per device (target `subscription:{id}`), with Ja / Nee buttons that
 * answer through the service worker with the push's answer token.
 */
export async function sendPersonalReminders(
  db: Kysely<DB>,
  push: PushSender,
  team: { id: number; code: string },
  match: DueMatch,
  now: Date,
  gate: Gate,
): Promise<number> {
  const teamId = team.id;
  const unanswered = (await listAvailability(db, teamId, match.id))
    .filter((answer) => answer.status === null)
    .map((answer) => answer.player.id);
  if (unanswered.length === 0) return 0;
  const devices = await inTeam(db, teamId)
    .selectFrom('push_subscriptions')
    .select(['id', 'player_id'])
    .where('player_id', 'in', unanswered)
    .orderBy('id')
    .execute();
  let sent = 0;
  for (const device of devices) {
    const playerId = device.player_id;
    if (playerId === null) continue;
    const won = await gate({
      team_id: teamId,
      match_id: match.id,
      kind: 'player',
      match_date: match.date,
      target: `subscription:${device.id}`,
    });
    if (!won) continue;
    const token = await issueAnswerToken(db, { teamId, matchId: match.id, playerId }, now);
    push.sendToSubscription(teamId, device.id, {
      title: match.kick_off
        ? `${match.kick_off} tegen ${match.opponent}`
        : `Tegen ${match.opponent}`,
      body: `Ben je er ${weekdayOf(match.date)} bij?`,
      url: `/?matchId=${match.id}`,
      actions: [
        { action: 'ja', title: 'Ja' },
        { action: 'nee', title: 'Nee' },
      ],
      data: {
        answer: {
          path: `/api/${team.code}/match/${match.id}/availability/${playerId}/by-token`,
          token,
        },
      },
    });
    sent += 1;
  }
  return sent;
}

/** Every 5 minutes: a reminder is due on a day, so a few minutes late is on time. */
const INTERVAL_MS = 5 * 60 * 1000;

/**
 * The timer inside the API process (ARCHITECTURE "Scheduled work"); every
 * instance runs one, the claims keep the sends single. Returns the stop.
 */
export function startReminderTimer(deps: {
  db: Kysely<DB>;
  push: PushSender;
  now: () => Date;
  log: { warn: (object: object, message: string) => void };
}): () => void {
  const run = () => {
    const job: ReminderJob = { db: deps.db, push: deps.push, now: deps.now() };
    sendDueReminders(job).then(countRemindersSent, (error: unknown) =>
      deps.log.warn({ err: error }, 'reminders failed'),
    );
    sendMoneyReminders(job).then(countRemindersSent, (error: unknown) =>
      deps.log.warn({ err: error }, 'money reminders failed'),
    );
    sendShortageAlarms(job).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'shortage alarms failed'),
    );
  };
  run();
  const timer = setInterval(run, INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
