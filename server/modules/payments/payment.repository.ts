import type { Kysely } from 'kysely';
import { formatDate } from '../../../domain/dates.js';
import { buildEpcPayload } from '../../../domain/epc-qr.js';
import { centsToEuros } from '../../../domain/money.js';
import type { Payment, ShowNames } from '../../../domain/payments/money-settings.schema.js';
import { visibleName } from '../../../domain/payments/visible-name.js';
import type { DB } from '../../db/schema.js';
import { NotFoundError } from '../../http/errors.js';
import { getMoneySettings } from './money-settings.repository.js';

/**
 * A player's open fines as one bank transfer. Task fines cost no money and are
 * left out. The reference names the newest fine's date ("t/m"), so a treasurer
 * can tell which fines a transfer covered, and it stays the same until a new
 * fine arrives.
 */
export async function playerPayment(
  db: Kysely<DB>,
  teamId: number,
  playerId: number,
  showNames: ShowNames,
): Promise<Payment> {
  const player = await db
    .selectFrom('players')
    .select(['first_name', 'last_name', 'nick_name'])
    .where('team_id', '=', teamId)
    .where('id', '=', playerId)
    .executeTakeFirst();
  if (!player) throw new NotFoundError('Speler niet gevonden');
  const fines = await db
    .selectFrom('fines')
    .innerJoin('fine_types', 'fine_types.id', 'fines.fine_type_id')
    .select(['fines.date', 'fine_types.amount_cents'])
    .where('fines.team_id', '=', teamId)
    .where('fine_types.team_id', '=', teamId)
    .where('fines.player_id', '=', playerId)
    .where('fines.paid', '=', 0)
    .where('fine_types.amount_cents', 'is not', null)
    .execute();
  const cents = fines.reduce((sum, fine) => sum + (fine.amount_cents ?? 0), 0);
  const newest = fines.reduce((latest, fine) => (fine.date > latest ? fine.date : latest), '');
  const name = visibleName(
    { firstName: player.first_name, lastName: player.last_name, nickName: player.nick_name },
    showNames,
  );
  const reference = newest ? `Boetes ${name} t/m ${formatDate(newest)}` : `Boetes ${name}`;
  const { iban, accountName } = await getMoneySettings(db, teamId);
  const payable = iban !== null && cents > 0;
  return {
    playerId,
    amount: centsToEuros(cents),
    fineCount: fines.length,
    reference,
    iban,
    accountName,
    payload: payable
      ? buildEpcPayload({
          name: accountName ?? '',
          iban,
          amountCents: cents,
          remittance: reference,
        })
      : null,
  };
}
