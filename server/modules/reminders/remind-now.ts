import type { Kysely } from 'kysely';
import { todayIso } from '../../../domain/dates.js';
import type { ReminderSent } from '../../../domain/availability/availability.schema.js';
import { countInWindow } from '../../auth/throttle.js';
import type { DB } from '../../db/schema.js';
import { DomainError } from '../../http/errors.js';
import type { PushSender } from '../../push/push-sender.js';
import { matchesToCome } from './reminder-job.js';
import { claim, sendPersonalReminders, sendTeamReminder } from './reminders.js';

/** "Nu versturen" once per this many minutes per team: a reminder, not a way to nag. */
export const REMIND_NOW_WINDOW_MS = 5 * 60 * 1000;

/**
 * "Nu versturen" (issue 32): the reminder of the team's next match (not cancelled, not
 * filled, today or later), now, to whoever the timer would send it: the team's
 * "Wie komt er?" and each device of a player who has not answered. It records its
 * claims, so the timer does not send the same reminder again later, but sends even
 * when the timer already did: the admin asked for it.
 */
export async function sendReminderNow(
  db: Kysely<DB>,
  push: PushSender,
  team: { id: number; code: string },
  now: Date,
): Promise<ReminderSent> {
  const match = await matchesToCome(db, team.id, todayIso(now))
    .orderBy('date')
    .orderBy('id')
    .executeTakeFirst();
  if (!match) throw new DomainError('NoNextMatch');
  const uses = await countInWindow(db, `remind-now:team:${team.id}`, now, REMIND_NOW_WINDOW_MS);
  if (uses.failures > 1) throw new DomainError('ReminderJustSent');

  const always = async (reminder: Parameters<typeof claim>[1]) => {
    await claim(db, reminder, now);
    return true;
  };
  await sendTeamReminder(db, push, team.id, match, always);
  const devices = await sendPersonalReminders(db, push, team, match, now, always);
  return { matchId: match.id, date: match.date, opponent: match.opponent, devices };
}
