/**
 * Kysely table types: the whole data model of spec §3.
 *
 * Portable across SQLite and PostgreSQL: booleans are integers 0/1, dates are
 * `YYYY-MM-DD` text, timestamps ISO-8601 text, money integer cents. Every
 * team-owned table carries `team_id` (docs/architecture.md "Past one machine").
 */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export type Bool = 0 | 1;

export interface UsersTable {
  id: Generated<number>;
  email: string; // lower-cased
  password_hash: string;
  email_verified_at: string | null;
  is_admin: Generated<Bool>;
  created_at: string;
}

export interface TeamsTable {
  id: Generated<number>;
  name: string;
  team_code: string;
  pin_hash: string;
  /** Bumped on every write to the team's data; standings caches key on it. */
  data_version: Generated<number>;
  created_at: string;
  /** Where players pay their fines (EPC QR); null until the team sets one. */
  iban: string | null;
  account_name: string | null;
  /** How the public dashboard names players to visitors (AVG). */
  show_names: Generated<ShowNames>;
  /** 1: fines, pot and transactions only for members (pin or team admin). */
  hide_money_for_visitors: Generated<Bool>;
  /** Days before a match the reminders go out; null: off. */
  reminder_days: Generated<number | null>;
  /** 1: a weekly push to devices whose holder has open fines (issue 19); off by default. */
  money_reminder: Generated<number>;
  /** The team's name in the federation's fixtures ("VV Demo 1"); null: `name` (issue 30). */
  federation_name: Generated<string | null>;
  /** The fine types a yellow and a red card charge (issue 31); null: no fine. */
  yellow_card_fine_type_id: number | null;
  red_card_fine_type_id: number | null;
  /** Fewer "Ja" than this before a match alarms the admins (issue 31); null: no alarm. */
  minimum_players: number | null;
  /** How many days before kick-off the shortage is checked (1–7). */
  shortage_days_before: Generated<number>;
  /** ISO-8601 timestamp the team was deleted (issue 30); null: not deleted. Restorable for 30 days. */
  deleted_at: Generated<string | null>;
  /** When a purge run claimed the deleted team for removal (server/modules/data-rights/purge.ts). */
  purge_claimed_at: Generated<string | null>;
}

export interface TeamAdminsTable {
  team_id: number;
  user_id: number;
}

/** A login: a user (e-mail) session or a team (pin) session. Only the token's hash is stored. */
export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  kind: 'user' | 'team';
  user_id: number | null;
  team_id: number | null;
  stay_logged_in: Bool;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** Single-use e-mail tokens (verification, password reset), hashed at rest. */
export interface AuthTokensTable {
  id: Generated<number>;
  token_hash: string;
  purpose: 'verify-email' | 'reset-password' | 'team-handover';
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Failed-attempt counters for pin and password guessing (per IP, team, e-mail). */
/**
 * Guess and mail counters (server/auth/throttle.ts, server/mail/mail-throttle.ts):
 * `failures` counts attempts (or mails) in the window; indexed by
 * `window_started_at` for the purge of stale rows.
 */
export interface ThrottlesTable {
  key: string;
  failures: number;
  window_started_at: string;
  locked_until: string | null;
}

export interface PlayersTable {
  id: Generated<number>;
  team_id: number;
  first_name: string;
  last_name: string;
  nick_name: string | null;
  active: Bool;
  /** N of "Oud-speler N" once anonymised (issue 30); null otherwise. */
  anonymised_number: Generated<number | null>;
}

export interface SeasonsTable {
  id: Generated<number>;
  team_id: number;
  description: string;
  created_at: string;
  /** What the treasurer last read on the bank's site for this season (settlement); null until entered. */
  bank_balance_cents: number | null;
  /** ISO-8601 timestamp of that entry. */
  bank_balance_at: string | null;
}

export interface SeasonPlayersTable {
  team_id: number;
  season_id: number;
  player_id: number;
}

export type MatchType = 'Friendly' | 'League' | 'Cup';

export interface MatchesTable {
  id: Generated<number>;
  team_id: number;
  season_id: number;
  date: string;
  match_type: MatchType;
  opponent: string;
  cancelled: Bool;
  filled: Bool;
  /** HH:MM in Europe/Amsterdam; null when not known. */
  kick_off: string | null;
  location: string | null;
  home: Generated<Bool>;
  score_for: number | null;
  score_against: number | null;
  /** The calendar's SEQUENCE: rises on every change of the match. */
  sequence: Generated<number>;
  /** The UID of the calendar event it was imported from: a new import finds it by it (issue 30). */
  import_uid: Generated<string | null>;
  /** ISO-8601 timestamp of the fill; the player-of-the-match vote runs 48 hours from it. */
  filled_at: string | null;
}

export type AvailabilityStatus = 'Yes' | 'No' | 'Maybe';

export interface MatchAvailabilityTable {
  team_id: number;
  match_id: number;
  player_id: number;
  status: AvailabilityStatus | null;
  note: string | null;
  updated_at: string;
}

/** A reminder that went out; the primary key is the claim that makes it exactly-once. */
/** A personal reminder's answer token (issue 17), stored as its SHA-256. */
export interface AvailabilityAnswerTokensTable {
  token_hash: string;
  team_id: number;
  match_id: number;
  player_id: number;
  created_at: string;
}

/** One row per device and ISO week that got the money reminder (issue 19). */
export interface MoneyReminderSendsTable {
  team_id: number;
  subscription_id: number;
  /** ISO week, e.g. `2026-W48`. */
  week: string;
  sent_at: string;
}

export interface ReminderSendsTable {
  team_id: number;
  match_id: number;
  kind: 'team' | 'player';
  /** The match date when sent: a new date re-arms the reminder. */
  match_date: string;
  /** 'team', or the push subscription id of a personal reminder. */
  target: string;
  sent_at: string;
}

export interface MatchAbsencesTable {
  team_id: number;
  match_id: number;
  player_id: number;
}

export interface MatchGoalsTable {
  team_id: number;
  match_id: number;
  player_id: number;
  goals: number;
}

export interface FineTypesTable {
  id: Generated<number>;
  team_id: number;
  description: string;
  match_related: Bool;
  /** Either an amount in cents or a task text, never both. */
  amount_cents: number | null;
  task: string | null;
  obsolete: Bool;
}

export interface FinesTable {
  id: Generated<number>;
  team_id: number;
  season_id: number;
  player_id: number;
  fine_type_id: number;
  /** Set for a match fine; null for a manual fine (which has its own date and description). */
  match_id: number | null;
  /** The manual date, or a copy of the match date (for ordering and ranges). */
  date: string;
  description: string | null;
  /** The name its type had when the type was renamed (issue 32); null: the type's current name. */
  type_description: string | null;
  paid: Bool;
  created_at: string;
  /** The card that brought this fine (issue 31); null for a fine picked by hand. */
  card: CardColor | null;
}

export type CardColor = 'yellow' | 'red';

/** The cards one player got in one match (issue 31). */
export interface MatchCardsTable {
  team_id: number;
  match_id: number;
  player_id: number;
  /** 0–2; two yellows count as a red for the fine (domain/fill/cards.ts). */
  yellow: number;
  /** 0–1. */
  red: number;
}

/** A player-of-the-match vote: one per voter and match (issue 31). */
export interface MatchVotesTable {
  team_id: number;
  match_id: number;
  voter_id: number;
  player_id: number;
  voted_at: string;
}

/**
 * A shortage check that was made (issue 31); the primary key is the claim that
 * makes the alarm go out once per match and start. `match_start` is the date,
 * with the kick-off when known (`2026-03-14 14:30`): a moved match is a new key.
 */
export interface ShortageAlarmSendsTable {
  team_id: number;
  match_id: number;
  match_start: string;
  /** How many said "Ja" at the check, and the minimum then. */
  yes: number;
  minimum: number;
  checked_at: string;
}

export type TransactionType = 'Expense' | 'Income';

export interface TransactionsTable {
  id: Generated<number>;
  team_id: number;
  season_id: number;
  transaction_type: TransactionType;
  date: string;
  /** Always positive; the type gives the sign. */
  amount_cents: number;
  reason: string;
}

export interface TaskListsTable {
  id: Generated<number>;
  team_id: number;
  name: string;
  season_id: number | null;
  obsolete: Bool;
}

export interface TaskDrawsTable {
  id: Generated<number>;
  team_id: number;
  task_list_id: number;
  season_id: number;
  player_id: number;
  match_id: number | null;
  date: string;
  description: string | null;
  created_at: string;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  team_id: number;
  user_id: number | null;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
  /** Where it was registered from (issue 15: a bound per address); null for older rows. */
  client_address: string | null;
  /** The player the device said its holder is ("Wie ben jij?"). */
  player_id: number | null;
}

export interface ServerSettingsTable {
  key: string;
  value: string;
}

export interface DB {
  users: UsersTable;
  teams: TeamsTable;
  team_admins: TeamAdminsTable;
  sessions: SessionsTable;
  auth_tokens: AuthTokensTable;
  throttles: ThrottlesTable;
  players: PlayersTable;
  seasons: SeasonsTable;
  season_players: SeasonPlayersTable;
  matches: MatchesTable;
  match_absences: MatchAbsencesTable;
  match_goals: MatchGoalsTable;
  fine_types: FineTypesTable;
  fines: FinesTable;
  transactions: TransactionsTable;
  task_lists: TaskListsTable;
  task_draws: TaskDrawsTable;
  push_subscriptions: PushSubscriptionsTable;
  server_settings: ServerSettingsTable;
  audit_log: AuditLogTable;
  match_availability: MatchAvailabilityTable;
  reminder_sends: ReminderSendsTable;
  availability_answer_tokens: AvailabilityAnswerTokensTable;
  money_reminder_sends: MoneyReminderSendsTable;
  payment_references: PaymentReferencesTable;
  statement_entries: StatementEntriesTable;
  team_invitations: TeamInvitationsTable;
  restore_snapshots: RestoreSnapshotsTable;
  match_cards: MatchCardsTable;
  match_votes: MatchVotesTable;
  shortage_alarm_sends: ShortageAlarmSendsTable;
}

export type UserRow = Selectable<UsersTable>;
export type TeamRow = Selectable<TeamsTable>;
export type PlayerRow = Selectable<PlayersTable>;
export type NewPlayer = Insertable<PlayersTable>;
export type PlayerUpdate = Updateable<PlayersTable>;

export type ShowNames = 'full' | 'nickname' | 'initials';

export type AuditEntity = 'fine' | 'transaction' | 'fine_type' | 'match' | 'draw' | 'sheet_import';
export type AuditAction =
  | 'created'
  | 'changed'
  | 'paid'
  | 'unpaid'
  | 'deleted'
  | 'restored'
  | 'amount_changed'
  | 'imported';

/** What can be undone: a deleted match or draw, a match's reset (its filled data). */
export type RestoreKind = 'match' | 'draw' | 'match_data';

/** What a delete removed, so its undo can put back the same rows (server/db/restore-snapshots.ts). */
export interface RestoreSnapshotsTable {
  team_id: number;
  entity: RestoreKind;
  entity_id: number;
  /** ISO-8601 timestamp. */
  deleted_at: string;
  /** JSON: `[{ table, rows }]`, parents first. */
  rows: string;
}

/**
 * Every change to money, written in the same transaction as the change and
 * never updated or deleted by the app. `before`/`after` are JSON text.
 */
export interface AuditLogTable {
  id: Generated<number>;
  team_id: number;
  /** ISO-8601 timestamp. */
  at: string;
  /** 'pin' or 'user:<id>'. */
  actor: string;
  /** The user's e-mail at the time (a user may change it or be deleted later). */
  actor_email: string | null;
  session_id: number | null;
  entity: AuditEntity;
  entity_id: number;
  /** The fine's player, so the log can be filtered per player. */
  player_id: number | null;
  action: AuditAction;
  before: string | null;
  after: string | null;
}

/** A creditor reference handed out for a player's open fines: exactly which fines, and for how much. */
export interface PaymentReferencesTable {
  team_id: number;
  /** ISO 11649, compact: `RF18539007547034`. */
  reference: string;
  player_id: number;
  /** JSON array of fine ids, ascending. */
  fine_ids: string;
  amount_cents: number;
  created_at: string;
}

/** A bank statement's entry that was applied (fines paid) or booked (a transaction): never again. */
export interface StatementEntriesTable {
  team_id: number;
  /** The bank's own id of the entry, or a fingerprint of it when the bank gives none. */
  entry_id: string;
  outcome: 'matched' | 'booked';
  imported_at: string;
}

/** An e-mailed, single-use invitation to become a team's admin; only the token's hash is stored. */
export interface TeamInvitationsTable {
  id: Generated<number>;
  team_id: number;
  email: string; // lower-cased
  token_hash: string;
  invited_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
