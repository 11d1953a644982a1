import type { Kysely } from 'kysely';
import { formatDateLong } from '../../../domain/dates.js';
import type { DB } from '../../db/schema.js';
import { inTeam } from '../../db/team-scope.js';
import type { PushSender } from '../../push/push-sender.js';

/** What a reminder run is given, by the timer or a test: the database, the push sender, the moment. */
export interface ReminderJob {
  db: Kysely<DB>;
  push: PushSender;
  now: Date;
}

/** A match a reminder is about. */
export interface DueMatch {
  id: number;
  date: string;
  kick_off: string | null;
  opponent: string;
}

/** A team's matches still to be played (not cancelled, not filled), dated `from` or later. */
export function matchesToCome(db: Kysely<DB>, teamId: number, from: string) {
  return inTeam(db, teamId)
    .selectFrom('matches')
    .select(['id', 'date', 'kick_off', 'opponent'])
    .where('cancelled', '=', 0)
    .where('filled', '=', 0)
    .where('date', '>=', from);
}

/** The weekday a reminder names: "zaterdag". */
export const weekdayOf = (date: string) => formatDateLong(date).split(' ')[0] ?? '';
