import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../domain/audit/audit.schema.js';
import { AVAILABILITY_STATUSES } from '../../../domain/availability/availability.js';
import { CARD_COLORS } from '../../../domain/fill/cards.js';
import { MATCH_TYPES } from '../../../domain/matches/match-rules.js';
import { SHOW_NAMES } from '../../../domain/payments/money-settings.schema.js';
import { TRANSACTION_TYPES } from '../../../domain/transactions/transaction.schema.js';
import { z } from '../../../domain/validation.js';
import type { DB } from '../../db/schema.js';
import type { ARCHIVE_TABLES, TEAM_SETTING_COLUMNS } from './archive-document.js';

export type ArchiveTable = (typeof ARCHIVE_TABLES)[number][0];
/** A table whose rows have an own id, which other rows point at. */
export type IdTable = {
  [T in ArchiveTable]: 'id' extends keyof DB[T] ? T : never;
}[ArchiveTable];

/**
 * How a reader puts one column back (docs/decisions.md "The team archive"): a value
 * checked as it is stored; the row's own id, which gets a new one; a pointer at
 * another table's row, which follows that row's new id; or a column read by hand.
 */
export type ArchiveColumn =
  | { kind: 'value'; schema: z.ZodType }
  | { kind: 'id' }
  | { kind: 'ref'; table: IdTable; nullable: boolean }
  | { kind: 'special'; what: 'fineIds' | 'auditEntityId' | 'auditPlayerId' | 'dropped' };

const value = (schema: z.ZodType): ArchiveColumn => ({ kind: 'value', schema });
const id: ArchiveColumn = { kind: 'id' };
const ref = (table: IdTable): ArchiveColumn => ({ kind: 'ref', table, nullable: false });
const refOrNull = (table: IdTable): ArchiveColumn => ({ kind: 'ref', table, nullable: true });
const special = (what: Extract<ArchiveColumn, { kind: 'special' }>['what']): ArchiveColumn => ({
  kind: 'special',
  what,
});

const int = value(z.number().int().min(0));
const intOrNull = value(z.number().int().min(0).nullable());
const text = value(z.string());
const textOrNull = value(z.string().nullable());
const bool = value(z.union([z.literal(0), z.literal(1)]));
const oneOf = (values: readonly [string, ...string[]]) => value(z.enum(values));

/** Every column of every archived table but `team_id`; the type fails when the schema gains one. */
export const ARCHIVE_COLUMNS = {
  players: {
    id,
    first_name: text,
    last_name: text,
    nick_name: textOrNull,
    active: bool,
    anonymised_number: intOrNull,
  },
  seasons: {
    id,
    description: text,
    created_at: text,
    bank_balance_cents: value(z.number().int().nullable()),
    bank_balance_at: textOrNull,
  },
  season_players: { season_id: ref('seasons'), player_id: ref('players') },
  matches: {
    id,
    season_id: ref('seasons'),
    date: text,
    match_type: oneOf(MATCH_TYPES),
    opponent: text,
    cancelled: bool,
    filled: bool,
    kick_off: textOrNull,
    location: textOrNull,
    home: bool,
    score_for: intOrNull,
    score_against: intOrNull,
    sequence: int,
    import_uid: textOrNull,
    filled_at: textOrNull,
  },
  match_availability: {
    match_id: ref('matches'),
    player_id: ref('players'),
    status: value(z.enum(AVAILABILITY_STATUSES).nullable()),
    note: textOrNull,
    updated_at: text,
  },
  match_absences: { match_id: ref('matches'), player_id: ref('players') },
  match_goals: { match_id: ref('matches'), player_id: ref('players'), goals: int },
  match_cards: { match_id: ref('matches'), player_id: ref('players'), yellow: int, red: int },
  match_votes: {
    match_id: ref('matches'),
    voter_id: ref('players'),
    player_id: ref('players'),
    voted_at: text,
  },
  fine_types: {
    id,
    description: text,
    match_related: bool,
    amount_cents: intOrNull,
    task: textOrNull,
    obsolete: bool,
  },
  fines: {
    id,
    season_id: ref('seasons'),
    player_id: ref('players'),
    fine_type_id: ref('fine_types'),
    match_id: refOrNull('matches'),
    date: text,
    description: textOrNull,
    paid: bool,
    created_at: text,
    card: value(z.enum(CARD_COLORS).nullable()),
    // The type's name when the fine was given, kept on a rename (migration 019); an
    // archive written before it has none: the type's current name then.
    type_description: value(z.string().nullable().default(null)),
  },
  transactions: {
    id,
    season_id: ref('seasons'),
    transaction_type: oneOf(TRANSACTION_TYPES),
    date: text,
    amount_cents: int,
    reason: text,
  },
  task_lists: { id, name: text, season_id: refOrNull('seasons'), obsolete: bool },
  task_draws: {
    id,
    task_list_id: ref('task_lists'),
    season_id: ref('seasons'),
    player_id: ref('players'),
    match_id: refOrNull('matches'),
    date: text,
    description: textOrNull,
    created_at: text,
  },
  payment_references: {
    reference: text,
    player_id: ref('players'),
    fine_ids: special('fineIds'),
    amount_cents: int,
    created_at: text,
  },
  audit_log: {
    id: special('dropped'),
    at: text,
    actor: text,
    actor_email: textOrNull,
    session_id: special('dropped'),
    entity: oneOf(AUDIT_ENTITIES),
    entity_id: special('auditEntityId'),
    player_id: special('auditPlayerId'),
    action: oneOf(AUDIT_ACTIONS),
    before: textOrNull,
    after: textOrNull,
  },
} as const satisfies {
  [T in ArchiveTable]: Record<Exclude<keyof DB[T], 'team_id'>, ArchiveColumn>;
};

/** The team settings a new team takes over from its archive (not its name, code, pin or dates). */
export const ARCHIVE_TEAM_SETTINGS = {
  federation_name: textOrNull,
  iban: textOrNull,
  account_name: textOrNull,
  show_names: oneOf(SHOW_NAMES),
  hide_money_for_visitors: bool,
  reminder_days: intOrNull,
  money_reminder: bool,
  yellow_card_fine_type_id: refOrNull('fine_types'),
  red_card_fine_type_id: refOrNull('fine_types'),
  minimum_players: intOrNull,
  shortage_days_before: int,
} as const satisfies Partial<Record<(typeof TEAM_SETTING_COLUMNS)[number], ArchiveColumn>>;

/** Which table an audit line's `entity_id` points into. */
export const AUDIT_ENTITY_TABLES = {
  fine: 'fines',
  transaction: 'transactions',
  fine_type: 'fine_types',
  match: 'matches',
  draw: 'task_draws',
  sheet_import: 'seasons',
} as const satisfies Record<(typeof AUDIT_ENTITIES)[number], IdTable>;
