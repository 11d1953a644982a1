import { playerDisplayName, type PlayerName } from '../players/display-name.js';
import { rankRows } from './rank-rows.js';
import type {
  AttendanceStanding,
  FineStanding,
  GoalStanding,
  TaskStanding,
} from './standings.schema.js';

// The order and the ranks of the standings tables. The server sorts with the
// comparators; the dashboard ranks the sorted rows. Rows that compare equal on
// the score share a rank (1, 1, 3); the name only makes the order stable.

const dutch = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });

function byName(a: PlayerName, b: PlayerName): number {
  return dutch.compare(playerDisplayName(a), playerDisplayName(b));
}

/** Most goals first; on equal goals, most player-of-the-match titles. */
export function compareGoalStandings(
  [playerA, goalsA, titlesA]: GoalStanding,
  [playerB, goalsB, titlesB]: GoalStanding,
): number {
  return goalsB - goalsA || titlesB - titlesA || byName(playerA, playerB);
}

/** Most matches present first; on equal presence, fewer absences (a higher percentage) first. */
export function compareAttendanceStandings(a: AttendanceStanding, b: AttendanceStanding): number {
  return b.present - a.present || a.absent - b.absent || byName(a.player, b.player);
}

/** Highest total amount first, then most fines (task fines weigh nothing in the total). */
export function compareFineStandings(a: FineStanding, b: FineStanding): number {
  return b.total - a.total || b.count - a.count || byName(a.player, b.player);
}

export function compareTaskStandings(a: TaskStanding, b: TaskStanding): number {
  return b.count - a.count || byName(a.player, b.player);
}

/** Goal rows as objects: a ranked tuple would lose its shape. */
export const rankGoalStandings = (rows: readonly GoalStanding[]) =>
  rankRows(
    rows.map(([player, goals, titles]) => ({ player, goals, titles })),
    (row) => row.goals,
  );

export const rankAttendanceStandings = (rows: readonly AttendanceStanding[]) =>
  rankRows(rows, (row) => [row.present, row.absent]);

export const rankFineStandings = (rows: readonly FineStanding[]) =>
  rankRows(rows, (row) => [row.total, row.count]);

export const rankTaskStandings = (rows: readonly TaskStanding[]) =>
  rankRows(rows, (row) => row.count);
