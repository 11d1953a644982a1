import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { formatDate } from '../../../domain/dates.js';
import { buildEpcPayload } from '../../../domain/payments/epc-qr.js';
import { centsToEuros } from '../../../domain/money.js';
import type { Payment, ShowNames } from '../../../domain/payments/money-settings.schema.js';
import { creditorReference } from '../../../domain/payments/creditor-reference.js';
import { visibleName } from '../../../domain/payments/visible-name.js';
import type { DB } from '../../db/schema.js';
import { NotFoundError } from '../../http/errors.js';
import { getMoneySettings } from './money-settings.repository.js';
import { finesWithTypes } from '../../db/fines-with-types.js';
import { inTeam } from '../../db/team-scope.js';

/** A player's unpaid fines that cost money (task fines cost nothing), ids ascending. */
export async function openFinesOf(
  db: Kysely<DB>,
  teamId: number,
  playerId: number,
): Promise<{ id: number; date: string; amountCents: number }[]> {
  const rows = await finesWithTypes(db, teamId)
    .select(['fines.id', 'fines.date', 'fine_types.amount_cents'])
    .where('fines.player_id', '=', playerId)
    .where('fines.paid', '=', 0)
    .where('fine_types.amount_cents', 'is not', null)
    .orderBy('fines.id')
    .execute();
  return rows.map((row) => ({ id: row.id, date: row.date, amountCents: row.amount_cents ?? 0 }));
}

/**
 * The creditor reference of exactly these fines at this amount: derived, so it
 * stays the same until the open fines (or their amounts) change, and 12
 * base-36 characters of a hash (60 bits) so references of different fines do
 * not collide in practice.
 */
export function paymentReference(
  teamId: number,
  playerId: number,
  fineIds: readonly number[],
  amountCents: number,
): string {
  const digest = createHash('sha256')
    .update(`${teamId}:${playerId}:${amountCents}:${fineIds.join(',')}`)
    .digest('hex');
  const body = BigInt(`0x${digest.slice(0, 15)}`)
    .toString(36)
    .toUpperCase()
    .padStart(12, '0');
  return creditorReference(body);
}

/**
 * The creditor reference of these open fines of a player, remembered with the
 * fines it covers (once: the same fines give the same reference), so a bank
 * statement that carries it marks exactly those fines paid.
 */
export async function rememberPaymentReference(
  db: Kysely<DB>,
  teamId: number,
  playerId: number,
  fineIds: readonly number[],
  amountCents: number,
  now: Date,
): Promise<string> {
  const reference = paymentReference(teamId, playerId, fineIds, amountCents);
  await db
    .insertInto('payment_references')
    .values({
      team_id: teamId,
      reference,
      player_id: playerId,
      fine_ids: JSON.stringify(fineIds),
      amount_cents: amountCents,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(['team_id', 'reference']).doNothing())
    .execute();
  return reference;
}

/**
 * A player's open fines as one bank transfer. The creditor reference goes in
 * the EPC QR's structured field and is remembered with the fines it covers, so
 * a bank statement can mark exactly those fines paid (docs/decisions.md,
 * "A reference that comes back"). The description names the newest fine's
 * date ("t/m") for a payer who types the transfer in himself.
 */
export async function playerPayment(
  db: Kysely<DB>,
  teamId: number,
  playerId: number,
  showNames: ShowNames,
  now: Date,
): Promise<Payment> {
  const player = await inTeam(db, teamId)
    .selectFrom('players')
    .select(['first_name', 'last_name', 'nick_name'])
    .where('id', '=', playerId)
    .executeTakeFirst();
  if (!player) throw new NotFoundError('Speler niet gevonden');
  const fines = await openFinesOf(db, teamId, playerId);
  const cents = fines.reduce((sum, fine) => sum + fine.amountCents, 0);
  const newest = fines.reduce((latest, fine) => (fine.date > latest ? fine.date : latest), '');
  const name = visibleName(
    { firstName: player.first_name, lastName: player.last_name, nickName: player.nick_name },
    showNames,
  );
  const description = newest ? `Boetes ${name} t/m ${formatDate(newest)}` : `Boetes ${name}`;
  const fineIds = fines.map((fine) => fine.id);
  let reference: string | null = null;
  if (cents > 0)
    reference = await rememberPaymentReference(db, teamId, playerId, fineIds, cents, now);
  const { iban, accountName } = await getMoneySettings(db, teamId);
  return {
    playerId,
    amount: centsToEuros(cents),
    fineCount: fines.length,
    fineIds,
    reference,
    description,
    iban,
    accountName,
    payload:
      iban !== null && reference !== null
        ? buildEpcPayload({
            name: accountName ?? '',
            iban,
            amountCents: cents,
            structuredReference: reference,
          })
        : null,
  };
}
