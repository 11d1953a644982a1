import type { Kysely, Selectable } from 'kysely';
import type {
  FineType,
  FineTypeCreate,
  FineTypeUpdate,
  FineTypeWithHasFines,
} from '../../../domain/fines/fine-type.schema.js';
import { centsToEuros, eurosToCents } from '../../../domain/money.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { DB, FineTypesTable } from '../../db/schema.js';
import { teamWrite } from '../../db/team-write.js';
import { DomainError, NotFoundError } from '../../http/errors.js';
import { fineTypeSnapshot, recordAudit, type AuditContext } from '../audit/public.js';
import { inTeam, teamRecord } from '../../db/team-scope.js';

type FineTypeRow = Selectable<FineTypesTable>;

const NOT_FOUND = 'Boetetype niet gevonden';
const dutch = new Intl.Collator('nl');

export function toFineType(row: Omit<FineTypeRow, 'team_id'>): FineType {
  return {
    id: row.id,
    description: row.description,
    matchRelated: row.match_related === 1,
    amount: row.amount_cents === null ? null : centsToEuros(row.amount_cents),
    task: row.task,
    obsolete: row.obsolete === 1,
  };
}

/** Active types first, then by description; sorted here so both dialects agree on the collation. */
function byObsoleteThenDescription(a: FineType, b: FineType): number {
  return (
    Number(a.obsolete) - Number(b.obsolete) ||
    dutch.compare(a.description, b.description) ||
    a.id - b.id
  );
}

function selectWithHasFines(db: Kysely<DB>, teamId: number) {
  return inTeam(db, teamId)
    .selectFrom('fine_types')
    .selectAll('fine_types')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('fines')
            .select('fines.id')
            .where('fines.team_id', '=', teamId)
            .whereRef('fines.fine_type_id', '=', 'fine_types.id'),
        )
        .as('has_fines'),
    );
}

function toFineTypeWithHasFines(row: FineTypeRow & { has_fines: unknown }): FineTypeWithHasFines {
  // SQLite answers EXISTS with 0/1, PostgreSQL with a boolean.
  return { ...toFineType(row), hasFines: Boolean(row.has_fines) };
}

export async function listFineTypes(
  db: Kysely<DB>,
  teamId: number,
  { includeObsolete }: { includeObsolete: boolean },
): Promise<FineType[]> {
  let query = inTeam(db, teamId).selectFrom('fine_types').selectAll();
  if (!includeObsolete) query = query.where('obsolete', '=', 0);
  const rows = await query.execute();
  return rows.map(toFineType).sort(byObsoleteThenDescription);
}

export async function listFineTypesWithHasFines(
  db: Kysely<DB>,
  teamId: number,
  { includeObsolete }: { includeObsolete: boolean },
): Promise<FineTypeWithHasFines[]> {
  let query = selectWithHasFines(db, teamId);
  if (!includeObsolete) query = query.where('fine_types.obsolete', '=', 0);
  const rows = await query.execute();
  return rows.map(toFineTypeWithHasFines).sort(byObsoleteThenDescription);
}

export async function getFineTypeWithHasFines(
  db: Kysely<DB>,
  teamId: number,
  id: number,
): Promise<FineTypeWithHasFines> {
  const row = await selectWithHasFines(db, teamId)
    .where('fine_types.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(NOT_FOUND);
  return toFineTypeWithHasFines(row);
}

export async function getFineTypeRow(
  db: Kysely<DB>,
  teamId: number,
  id: number,
): Promise<FineTypeRow> {
  return teamRecord(db, teamId, 'fine_types', id, NOT_FOUND);
}

export async function getFineType(db: Kysely<DB>, teamId: number, id: number): Promise<FineType> {
  return toFineType(await getFineTypeRow(db, teamId, id));
}

function pricedColumns(input: FineTypeCreate) {
  return {
    match_related: input.matchRelated ? (1 as const) : (0 as const),
    amount_cents: input.amount === null ? null : eurosToCents(input.amount),
    task: input.task,
  };
}

export async function createFineType(
  db: Kysely<DB>,
  teamId: number,
  input: FineTypeCreate,
): Promise<FineType> {
  try {
    const row = await teamWrite(db, teamId, (trx) =>
      trx
        .insertInto('fine_types')
        .values({
          team_id: teamId,
          description: input.description,
          obsolete: 0,
          ...pricedColumns(input),
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    return toFineType(row);
  } catch (error) {
    throw uniqueToDomainError(error);
  }
}

/**
 * Description and the active toggle may always change. What a fine costs
 * (amount, task) and where it is offered (matchRelated) may not once fines of
 * the type exist: those fines would silently change with it. Duplicate instead.
 */
export async function updateFineType(
  db: Kysely<DB>,
  teamId: number,
  id: number,
  input: FineTypeUpdate,
  audit: AuditContext,
): Promise<FineType> {
  return teamWrite(db, teamId, async (trx) => {
    const current = await getFineTypeWithHasFines(trx, teamId, id);
    const before = await fineTypeSnapshot(trx, teamId, id);
    const priced = pricedColumns(input);
    const pricingChanged =
      current.matchRelated !== input.matchRelated ||
      (current.amount === null ? null : eurosToCents(current.amount)) !== priced.amount_cents ||
      current.task !== priced.task;
    if (pricingChanged && current.hasFines) throw new DomainError('FineTypeHasFines');
    if (input.description !== current.description) {
      // The fines given so far keep the name they were given ("Tab twee" stays "Tab twee").
      await inTeam(trx, teamId)
        .updateTable('fines')
        .set({ type_description: current.description })
        .where('fine_type_id', '=', id)
        .where('type_description', 'is', null)
        .execute();
    }
    try {
      const row = await inTeam(trx, teamId)
        .updateTable('fine_types')
        .set({ description: input.description, obsolete: input.obsolete ? 1 : 0, ...priced })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      // What a fine of this type costs is money; its description alone is not.
      const after = await fineTypeSnapshot(trx, teamId, id);
      if (before?.amount !== after?.amount || before?.task !== after?.task) {
        await recordAudit(trx, audit, {
          entity: 'fine_type',
          entityId: id,
          action: 'amount_changed',
          before,
          after,
        });
      }
      return toFineType(row);
    } catch (error) {
      throw uniqueToDomainError(error);
    }
  });
}

/** A new active copy; the original becomes inactive (in that order: descriptions are unique among active types). */
export async function duplicateFineType(
  db: Kysely<DB>,
  teamId: number,
  id: number,
): Promise<FineType> {
  return teamWrite(db, teamId, async (trx) => {
    const original = await getFineTypeRow(trx, teamId, id);
    await inTeam(trx, teamId)
      .updateTable('fine_types')
      .set({ obsolete: 1 })
      .where('id', '=', id)
      .execute();
    try {
      const row = await trx
        .insertInto('fine_types')
        .values({
          team_id: teamId,
          description: original.description,
          match_related: original.match_related,
          amount_cents: original.amount_cents,
          task: original.task,
          obsolete: 0,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toFineType(row);
    } catch (error) {
      throw uniqueToDomainError(error);
    }
  });
}

/** The partial unique index `fine_types_team_description_active` (001-init). */
function uniqueToDomainError(error: unknown): unknown {
  return isUniqueViolation(error) ? new DomainError('DescriptionAlreadyExists') : error;
}
