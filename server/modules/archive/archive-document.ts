import type { TeamTable } from '../../db/team-scope.js';

/**
 * The team archive's JSON document (issue 30): one file, `teampot-archief.json`, in the
 * ZIP. Its version rises when its shape changes; a reader takes this version and older.
 */
export const ARCHIVE_FORMAT = 'teampot-team-archief';
export const ARCHIVE_VERSION = 1;
export const ARCHIVE_DOCUMENT_NAME = 'teampot-archief.json';

/**
 * What the team owns, parents first (so a reader can insert in this order), each
 * table with the columns that order its rows. Left out on purpose: logins and
 * devices (team_admins, sessions, invitations, push subscriptions: a person's, not
 * the team's), claims that make a send exactly-once, undo buffers and the bank
 * statement ids already read (docs/decisions.md "The team archive").
 */
export const ARCHIVE_TABLES = [
  ['players', ['id']],
  ['seasons', ['id']],
  ['season_players', ['season_id', 'player_id']],
  ['matches', ['id']],
  ['match_availability', ['match_id', 'player_id']],
  ['match_absences', ['match_id', 'player_id']],
  ['match_goals', ['match_id', 'player_id']],
  ['match_cards', ['match_id', 'player_id']],
  ['match_votes', ['match_id', 'voter_id']],
  ['fine_types', ['id']],
  ['fines', ['id']],
  ['transactions', ['id']],
  ['task_lists', ['id']],
  ['task_draws', ['id']],
  ['payment_references', ['reference']],
  ['audit_log', ['id']],
] as const satisfies readonly (readonly [TeamTable, readonly string[]])[];

/**
 * The team's own row in the document (never its pin's hash, its cache version or the
 * purge's claim); `deleted_at` says whether it was deleted when this was written.
 */
export const TEAM_SETTING_COLUMNS = [
  'name',
  'team_code',
  'created_at',
  'federation_name',
  'iban',
  'account_name',
  'show_names',
  'hide_money_for_visitors',
  'reminder_days',
  'money_reminder',
  'yellow_card_fine_type_id',
  'red_card_fine_type_id',
  'minimum_players',
  'shortage_days_before',
  'deleted_at',
] as const;
