import type { Kysely } from 'kysely';
import { finePot } from '../../../domain/fine-pot/fine-pot.js';
import { centsToEuros, eurosToCents } from '../../../domain/money.js';
import { playerDisplayName } from '../../../domain/players/display-name.js';
import type { Settlement, SettlementPlayer } from '../../../domain/settlement/settlement.schema.js';
import type { DB } from '../../db/schema.js';
import { inTeam } from '../../db/team-scope.js';
import { teamWrite } from '../../db/team-write.js';
import { NotFoundError } from '../../http/errors.js';
import { getSeasonBalance } from '../fine-pot/public.js';
import { rememberPaymentReference } from '../payments/public.js';
import { joinedPlayer, joinedPlayerColumns } from '../players/public.js';
import { assertSeasonOpen, isSeasonLocked } from '../seasons/public.js';

/**
 * The season's end for the treasurer (issue 31): every player's unpaid fines of
 * the season that cost money, each as one transfer with its creditor reference
 * (remembered like the pay-by-QR dialog's, so a bank statement that carries it
 * marks exactly these fines paid), and the pot beside the bank balance he entered.
 * The open amounts are the season balance's unpaid fines split per player, so
 * they add up to it by construction.
 */
export async function getSettlement(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
  now: Date,
): Promise<Settlement> {
  const season = await inTeam(db, teamId)
    .selectFrom('seasons')
    .select(['id', 'description', 'bank_balance_cents', 'bank_balance_at'])
    .where('id', '=', seasonId)
    .executeTakeFirst();
  if (!season) throw new NotFoundError('Seizoen niet gevonden');
  const [balance, locked, players] = await Promise.all([
    getSeasonBalance(db, teamId, seasonId),
    isSeasonLocked(db, teamId, seasonId),
    openAmounts(db, teamId, seasonId, now),
  ]);
  const pot = finePot(balance);
  const expectedCents = eurosToCents(balance.balance);
  const bankCents = season.bank_balance_cents;
  return {
    seasonId,
    description: season.description,
    locked,
    players,
    openTotal: centsToEuros(pot.unpaidFines),
    expectedBalance: centsToEuros(expectedCents),
    totalPot: centsToEuros(pot.totalPot),
    bankBalance: bankCents === null ? null : centsToEuros(bankCents),
    bankBalanceEnteredAt: season.bank_balance_at,
    difference: bankCents === null ? null : centsToEuros(bankCents - expectedCents),
  };
}

/** Per player his unpaid money fines of the season, most owed first (then by name). */
async function openAmounts(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
  now: Date,
): Promise<SettlementPlayer[]> {
  const rows = await inTeam(db, teamId)
    .selectFrom('fines as f')
    .innerJoin('fine_types as t', (join) =>
      join.onRef('t.id', '=', 'f.fine_type_id').onRef('t.team_id', '=', 'f.team_id'),
    )
    .innerJoin('players', (join) =>
      join.onRef('players.id', '=', 'f.player_id').onRef('players.team_id', '=', 'f.team_id'),
    )
    .select(['f.id as fine_id', 't.amount_cents', ...joinedPlayerColumns])
    .where('f.season_id', '=', seasonId)
    .where('f.paid', '=', 0)
    .where('t.amount_cents', 'is not', null)
    .orderBy('f.id')
    .execute();
  const byPlayer = new Map<
    number,
    { row: (typeof rows)[number]; fineIds: number[]; cents: number }
  >();
  for (const row of rows) {
    const owed = byPlayer.get(row.player_id) ?? { row, fineIds: [], cents: 0 };
    owed.fineIds.push(row.fine_id);
    owed.cents += row.amount_cents ?? 0;
    byPlayer.set(row.player_id, owed);
  }
  const players: SettlementPlayer[] = [];
  for (const { row, fineIds, cents } of byPlayer.values()) {
    if (cents <= 0) continue;
    const player = joinedPlayer(row);
    const reference = await rememberPaymentReference(db, teamId, player.id, fineIds, cents, now);
    players.push({ player, openAmount: centsToEuros(cents), fineCount: fineIds.length, reference });
  }
  return players.sort(
    (a, b) =>
      b.openAmount - a.openAmount ||
      playerDisplayName(a.player).localeCompare(playerDisplayName(b.player), 'nl'),
  );
}

/** Records the bank balance the treasurer read, for an open season (a locked one's books are closed). */
export async function setBankBalance(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
  bankBalance: number,
  now: Date,
): Promise<void> {
  await teamWrite(db, teamId, async (trx) => {
    await assertSeasonOpen(trx, teamId, seasonId);
    await inTeam(trx, teamId)
      .updateTable('seasons')
      .set({ bank_balance_cents: eurosToCents(bankBalance), bank_balance_at: now.toISOString() })
      .where('id', '=', seasonId)
      .execute();
  });
}
