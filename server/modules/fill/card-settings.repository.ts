import type { Kysely } from 'kysely';
import {
  CARD_FINE_TYPE_MESSAGE,
  type CardSettings,
} from '../../../domain/fill/card-settings.schema.js';
import type { CardFineTypes } from '../../../domain/fill/cards.js';
import type { DB } from '../../db/schema.js';
import { inTeam } from '../../db/team-scope.js';
import { teamWrite } from '../../db/team-write.js';
import { NotFoundError, ValidationError } from '../../http/errors.js';

/**
 * Which fine type each card colour charges (issue 31), kept on the team's row.
 * A type stays usable while it is active, match-related and has an amount; a
 * setting whose type stopped being that (made inactive, duplicated) reads as
 * no fine, so a fill never charges a type the fines step would refuse.
 */

async function usableTypeIds(db: Kysely<DB>, teamId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await inTeam(db, teamId)
    .selectFrom('fine_types')
    .select('id')
    .where('id', 'in', ids)
    .where('match_related', '=', 1)
    .where('obsolete', '=', 0)
    .where('amount_cents', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The team's card settings, each type only while it is still usable. */
export async function getCardFineTypes(db: Kysely<DB>, teamId: number): Promise<CardFineTypes> {
  const team = await db
    .selectFrom('teams')
    .select(['yellow_card_fine_type_id as yellow', 'red_card_fine_type_id as red'])
    .where('id', '=', teamId)
    .executeTakeFirstOrThrow();
  const ids = [team.yellow, team.red].filter((id) => id !== null);
  const usable = await usableTypeIds(db, teamId, ids);
  const ifUsable = (id: number | null) => (id !== null && usable.has(id) ? id : null);
  return { yellowFineTypeId: ifUsable(team.yellow), redFineTypeId: ifUsable(team.red) };
}

/** 404 for a type the team does not have, 400 for one that cannot be a card's. */
export function saveCardFineTypes(
  db: Kysely<DB>,
  teamId: number,
  settings: CardSettings,
): Promise<CardSettings> {
  return teamWrite(db, teamId, async (trx) => {
    const chosen = [
      ['yellowFineTypeId', settings.yellowFineTypeId],
      ['redFineTypeId', settings.redFineTypeId],
    ] as const;
    const ids = chosen.flatMap(([, id]) => (id === null ? [] : [id]));
    if (ids.length > 0) {
      const known = await inTeam(trx, teamId)
        .selectFrom('fine_types')
        .select('id')
        .where('id', 'in', ids)
        .execute();
      if (known.length !== new Set(ids).size) throw new NotFoundError('Boetetype niet gevonden');
    }
    const usable = await usableTypeIds(trx, teamId, ids);
    const issues = chosen.flatMap(([path, id]) =>
      id === null || usable.has(id) ? [] : [{ path, message: CARD_FINE_TYPE_MESSAGE }],
    );
    if (issues.length > 0) throw new ValidationError(issues);
    await trx
      .updateTable('teams')
      .set({
        yellow_card_fine_type_id: settings.yellowFineTypeId,
        red_card_fine_type_id: settings.redFineTypeId,
      })
      .where('id', '=', teamId)
      .execute();
    return settings;
  });
}
