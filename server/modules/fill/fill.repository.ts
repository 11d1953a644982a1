import type { Kysely } from 'kysely';
import { compareFines, fineTypeAmountCents } from '../../../domain/fines/fine-order.js';
import type { FineType } from '../../../domain/fines/fine-type.schema.js';
import {
  CARD_MESSAGES,
  cardFines,
  cardsOf,
  cardsPerPlayer,
  type CardFineTypes,
} from '../../../domain/fill/cards.js';
import type { FilledMatch, MatchData } from '../../../domain/fill/fill.schema.js';
import { matchReport } from '../../../domain/fill/match-report.js';
import type { ShowNames } from '../../../domain/payments/money-settings.schema.js';
import { visibleName } from '../../../domain/payments/visible-name.js';
import { isMatchPlayed } from '../../../domain/matches/match-rules.js';
import { centsToEuros } from '../../../domain/money.js';
import { playerDisplayName } from '../../../domain/players/display-name.js';
import type { Player } from '../../../domain/players/player.schema.js';
import type { DB } from '../../db/schema.js';
import { teamWrite, type TeamTransaction } from '../../db/team-write.js';
import { DomainError, NotFoundError, ValidationError } from '../../http/errors.js';
import { assertPlayersInSeason, assertSeasonOpen } from '../seasons/public.js';
import { insertDraws, listTaskLists } from '../task-lists/public.js';
import { joinedPlayer, joinedPlayerColumns } from '../players/public.js';
import { fineSnapshot, recordAudit, type AuditContext } from '../audit/public.js';
import { selectFinesWithPlayerAndType } from '../fines/public.js';
import { inTeam, teamRecord } from '../../db/team-scope.js';
import { getCardFineTypes } from './card-settings.repository.js';
import {
  keepForRestore,
  putBack,
  rowsToKeep,
  takeRestoreSnapshot,
} from '../../db/restore-snapshots.js';

const dutch = new Intl.Collator('nl');

function findMatch(db: Kysely<DB>, teamId: number, matchId: number) {
  return teamRecord(db, teamId, 'matches', matchId, 'Wedstrijd niet gevonden');
}

/**
 * Fine types must be this team's (404), match-related and active (400), and not
 * a card's: the card brings that fine (400, issue 31).
 */
async function assertFineTypes(
  db: Kysely<DB>,
  teamId: number,
  fines: MatchData['fines'],
  cardTypes: CardFineTypes,
) {
  const ids = [...new Set(fines.map((f) => f.fineTypeId))];
  if (ids.length === 0) return;
  const types = await inTeam(db, teamId)
    .selectFrom('fine_types')
    .select(['id', 'match_related', 'obsolete'])
    .where('id', 'in', ids)
    .execute();
  if (types.length !== ids.length) throw new NotFoundError('Boetetype niet gevonden');
  const usable = new Set(
    types.filter((t) => t.match_related === 1 && t.obsolete === 0).map((t) => t.id),
  );
  const byCard = new Set([cardTypes.yellowFineTypeId, cardTypes.redFineTypeId]);
  const issues = fines.flatMap((fine, i) => {
    const path = `fines.${i}.fineTypeId`;
    if (!usable.has(fine.fineTypeId))
      return [{ path, message: 'Alleen actieve wedstrijdboetes zijn mogelijk' }];
    if (byCard.has(fine.fineTypeId)) return [{ path, message: CARD_MESSAGES.cardFineByHand }];
    return [];
  });
  if (issues.length > 0) throw new ValidationError(issues);
}

/** Task lists must be this team's (404) and active (400). */
async function assertActiveTaskLists(db: Kysely<DB>, teamId: number, tasks: MatchData['tasks']) {
  const ids = [...new Set(tasks.map((t) => t.taskListId))];
  if (ids.length === 0) return;
  const lists = await inTeam(db, teamId)
    .selectFrom('task_lists')
    .select(['id', 'obsolete'])
    .where('id', 'in', ids)
    .execute();
  if (lists.length !== ids.length) throw new NotFoundError('Taaklijst niet gevonden');
  const active = new Set(lists.filter((l) => l.obsolete === 0).map((l) => l.id));
  const issues = tasks.flatMap((task, i) =>
    active.has(task.taskListId)
      ? []
      : [{ path: `tasks.${i}.taskListId`, message: 'Taaklijst is niet actief' }],
  );
  if (issues.length > 0) throw new ValidationError(issues);
}

export interface FillResult {
  opponent: string;
  goals: number;
  /** By hand and by card. */
  fines: number;
  tasks: number;
  /** How many were there: two or more can vote for the player of the match. */
  present: number;
}

/**
 * Fills a match in one `teamWrite` transaction (spec §4 "unfilled to filled via Fill").
 * The team lock makes a second save of the same match wait for the first to commit;
 * the `filled = 0 → 1` update is then the claim it fails (MatchFilled).
 */
export function fillMatch(
  db: Kysely<DB>,
  teamId: number,
  matchId: number,
  input: MatchData,
  { today, now }: { today: string; now: Date },
  audit: AuditContext,
): Promise<FillResult> {
  return teamWrite(db, teamId, async (trx) => {
    const match = await findMatch(trx, teamId, matchId);
    if (match.cancelled === 1) throw new DomainError('MatchCancelled');
    if (!isMatchPlayed({ date: match.date, cancelled: false }, today))
      throw new DomainError('MatchNotFillable');
    await assertSeasonOpen(trx, teamId, match.season_id);

    const claim = await inTeam(trx, teamId)
      .updateTable('matches')
      .set({ filled: 1, filled_at: now.toISOString() })
      .where('id', '=', matchId)
      .where('filled', '=', 0)
      .executeTakeFirst();
    if (claim.numUpdatedRows === 0n) throw new DomainError('MatchFilled');

    const playerIds = [
      ...input.absentPlayers,
      ...input.goals.map((g) => g.playerId),
      ...input.fines.map((f) => f.playerId),
      ...input.tasks.map((t) => t.playerId),
      ...input.cards.map((c) => c.playerId),
    ];
    await assertPlayersInSeason(trx, teamId, match.season_id, playerIds);
    // The settings as they are now: a card applies the types set when the match is filled.
    const cardTypes = await getCardFineTypes(trx, teamId);
    await assertFineTypes(trx, teamId, input.fines, cardTypes);
    await assertActiveTaskLists(trx, teamId, input.tasks);

    const ref = { team_id: teamId, match_id: matchId };
    if (input.absentPlayers.length > 0) {
      await trx
        .insertInto('match_absences')
        .values(input.absentPlayers.map((player_id) => ({ ...ref, player_id })))
        .execute();
    }
    const scored = input.goals.filter((g) => g.goals > 0);
    if (scored.length > 0) {
      await trx
        .insertInto('match_goals')
        .values(scored.map((g) => ({ ...ref, player_id: g.playerId, goals: g.goals })))
        .execute();
    }
    const carded = [...cardsPerPlayer(input.cards)];
    if (carded.length > 0) {
      await trx
        .insertInto('match_cards')
        .values(carded.map(([player_id, counts]) => ({ ...ref, player_id, ...counts })))
        .execute();
    }
    const allFines = [
      ...input.fines.map((fine) => ({ ...fine, card: null })),
      ...cardFines(input.cards, cardTypes),
    ];
    if (allFines.length > 0) {
      const fines = await trx
        .insertInto('fines')
        .values(
          allFines.map((fine) => ({
            ...ref,
            season_id: match.season_id,
            player_id: fine.playerId,
            fine_type_id: fine.fineTypeId,
            date: match.date,
            description: null,
            paid: 0 as const,
            created_at: now.toISOString(),
            card: fine.card,
          })),
        )
        .returning('id')
        .execute();
      for (const { id } of fines) {
        const after = await fineSnapshot(trx, teamId, id);
        await recordAudit(trx, audit, {
          entity: 'fine',
          entityId: id,
          action: 'created',
          before: null,
          after,
        });
      }
    }
    await setResult(trx, teamId, matchId, input.scoreFor ?? null, input.scoreAgainst ?? null);
    await insertDraws(
      trx,
      teamId,
      input.tasks.map((task) => ({
        taskListId: task.taskListId,
        seasonId: match.season_id,
        playerId: task.playerId,
        matchId,
        date: match.date,
        description: null,
      })),
      now,
    );

    const squad = await inTeam(trx, teamId)
      .selectFrom('season_players')
      .select((eb) => eb.fn.countAll<number>().as('players'))
      .where('season_id', '=', match.season_id)
      .executeTakeFirstOrThrow();
    return {
      opponent: match.opponent,
      goals: scored.reduce((sum, g) => sum + g.goals, 0),
      fines: allFines.length,
      tasks: input.tasks.length,
      present: Number(squad.players) - input.absentPlayers.length,
    };
  });
}

/** Back to unfilled (spec §4 "Reset"): refused while any of the match's fines is paid. */
export function resetMatch(
  db: Kysely<DB>,
  teamId: number,
  matchId: number,
  audit: AuditContext,
): Promise<void> {
  return teamWrite(db, teamId, async (trx) => {
    const match = await findMatch(trx, teamId, matchId);
    await assertSeasonOpen(trx, teamId, match.season_id);
    const paid = await inTeam(trx, teamId)
      .selectFrom('fines')
      .select('id')
      .where('match_id', '=', matchId)
      .where('paid', '=', 1)
      .limit(1)
      .executeTakeFirst();
    if (paid) throw new DomainError('MatchHasPaidFines');
    const fines = await inTeam(trx, teamId)
      .selectFrom('fines')
      .select('id')
      .where('match_id', '=', matchId)
      .execute();
    for (const { id } of fines) {
      const before = await fineSnapshot(trx, teamId, id);
      await recordAudit(trx, audit, {
        entity: 'fine',
        entityId: id,
        action: 'deleted',
        before,
        after: null,
      });
    }
    const removed = await rowsToKeep(trx, teamId, matchId, FILLED_DATA_ROWS);
    for (const { table } of FILLED_DATA_ROWS) {
      if (table === 'matches') continue;
      await inTeam(trx, teamId).deleteFrom(table).where('match_id', '=', matchId).execute();
    }
    await inTeam(trx, teamId)
      .updateTable('matches')
      .set({ filled: 0, filled_at: null })
      .where('id', '=', matchId)
      .execute();
    await setResult(trx, teamId, matchId, null, null);
    await keepForRestore(trx, teamId, 'match_data', matchId, removed, audit.now);
  });
}

/**
 * What a reset takes away (the match row for its result and fill time), so its
 * undo can put it back: the cards with the fines they brought, and the
 * player-of-the-match votes (a vote is about this fill: filling anew opens a new one).
 */
const FILLED_DATA_ROWS = [
  { table: 'matches', column: 'id' },
  { table: 'match_absences', column: 'match_id' },
  { table: 'match_goals', column: 'match_id' },
  { table: 'match_cards', column: 'match_id' },
  { table: 'fines', column: 'match_id' },
  { table: 'task_draws', column: 'match_id' },
  { table: 'match_votes', column: 'match_id' },
] as const;

/**
 * The undo of `resetMatch`: filled again with the same absences, goals, fines
 * (same ids, in the log as restored) and draws. Refused when it was filled anew
 * meanwhile (`CannotRestore`) or its season is locked.
 */
export function restoreMatchData(
  db: Kysely<DB>,
  matchId: number,
  audit: AuditContext,
): Promise<void> {
  const { teamId } = audit;
  return teamWrite(db, teamId, async (trx) => {
    const removed = await takeRestoreSnapshot(trx, teamId, 'match_data', matchId, audit.now);
    const match = await findMatch(trx, teamId, matchId);
    await assertSeasonOpen(trx, teamId, match.season_id);
    if (match.filled === 1) throw new DomainError('CannotRestore');
    const was = removed.find((part) => part.table === 'matches')?.rows[0] ?? {};
    await inTeam(trx, teamId)
      .updateTable('matches')
      .set({ filled: 1, filled_at: typeof was.filled_at === 'string' ? was.filled_at : null })
      .where('id', '=', matchId)
      .execute();
    await setResult(
      trx,
      teamId,
      matchId,
      typeof was.score_for === 'number' ? was.score_for : null,
      typeof was.score_against === 'number' ? was.score_against : null,
    );
    await putBack(
      trx,
      removed.filter((part) => part.table !== 'matches'),
    );
    const fines = removed.find((part) => part.table === 'fines')?.rows ?? [];
    for (const fine of fines) {
      const id = Number(fine.id);
      await recordAudit(trx, audit, {
        entity: 'fine',
        entityId: id,
        action: 'restored',
        before: null,
        after: await fineSnapshot(trx, teamId, id),
      });
    }
  });
}

/** The result belongs to the filled data; the calendar shows it, so its SEQUENCE rises. */
async function setResult(
  trx: TeamTransaction,
  teamId: number,
  matchId: number,
  scoreFor: number | null,
  scoreAgainst: number | null,
) {
  await inTeam(trx, teamId)
    .updateTable('matches')
    .set({
      score_for: scoreFor,
      score_against: scoreAgainst,
      sequence: (eb) => eb('sequence', '+', 1),
    })
    .where('id', '=', matchId)
    .execute();
}

/** What was filled in for a match; empty lists for a match that is not filled. */
export async function getFilledMatch(
  db: Kysely<DB>,
  teamId: number,
  matchId: number,
): Promise<FilledMatch> {
  const match = await findMatch(db, teamId, matchId);
  const [absences, goals, fines, draws, taskLists, cards] = await Promise.all([
    inTeam(db, teamId)
      .selectFrom('match_absences')
      .innerJoin('players', (join) =>
        join
          .onRef('players.id', '=', 'match_absences.player_id')
          .on('players.team_id', '=', teamId),
      )
      .select(joinedPlayerColumns)
      .where('match_absences.match_id', '=', matchId)
      .execute(),
    inTeam(db, teamId)
      .selectFrom('match_goals')
      .innerJoin('players', (join) =>
        join.onRef('players.id', '=', 'match_goals.player_id').on('players.team_id', '=', teamId),
      )
      .select([...joinedPlayerColumns, 'match_goals.goals'])
      .where('match_goals.match_id', '=', matchId)
      .execute(),
    selectFinesWithPlayerAndType(db, teamId)
      .select('fines.card')
      .where('fines.match_id', '=', matchId)
      .execute(),
    inTeam(db, teamId)
      .selectFrom('task_draws')
      .innerJoin('players', (join) =>
        join.onRef('players.id', '=', 'task_draws.player_id').on('players.team_id', '=', teamId),
      )
      .select([...joinedPlayerColumns, 'task_draws.id', 'task_draws.task_list_id'])
      .where('task_draws.match_id', '=', matchId)
      .execute(),
    listTaskLists(db, teamId, {}),
    inTeam(db, teamId)
      .selectFrom('match_cards')
      .innerJoin('players', (join) =>
        join.onRef('players.id', '=', 'match_cards.player_id').on('players.team_id', '=', teamId),
      )
      .select([...joinedPlayerColumns, 'match_cards.yellow', 'match_cards.red'])
      .where('match_cards.match_id', '=', matchId)
      .execute(),
  ]);

  const taskListsById = new Map(taskLists.map((list) => [list.id, list]));
  const fineOrder = (fine: FilledMatch['fines'][number]) => ({
    paid: fine.paid,
    date: match.date,
    amountCents: fineTypeAmountCents(fine.type),
    typeDescription: fine.type.description,
    playerName: playerDisplayName(fine.player),
  });

  return {
    absentPlayers: absences.map(joinedPlayer).sort(byPlayerName),
    goals: goals
      .map((row) => ({ player: joinedPlayer(row), goals: row.goals }))
      .sort((a, b) => b.goals - a.goals || byPlayerName(a.player, b.player)),
    fines: fines
      .map((row) => ({
        id: row.id,
        player: joinedPlayer(row),
        type: toFineType(row),
        paid: row.paid === 1,
        card: row.card,
      }))
      .sort((a, b) => compareFines(fineOrder(a), fineOrder(b))),
    draws: draws
      .flatMap((row) => {
        const taskList = taskListsById.get(row.task_list_id);
        return taskList ? [{ id: row.id, player: joinedPlayer(row), taskList }] : [];
      })
      .sort(
        (a, b) =>
          dutch.compare(a.taskList.name, b.taskList.name) || byPlayerName(a.player, b.player),
      ),
    cards: cards
      .map((row) => ({ player: joinedPlayer(row), counts: { yellow: row.yellow, red: row.red } }))
      .sort((a, b) => byPlayerName(a.player, b.player))
      .flatMap(({ player, counts }) =>
        cardsOf(player.id, counts).map(({ color }) => ({ player, color })),
      ),
  };
}

function byPlayerName(a: Player, b: Player): number {
  return dutch.compare(playerDisplayName(a), playerDisplayName(b));
}

function toFineType(row: {
  type_id: number;
  type_description: string;
  match_related: number;
  amount_cents: number | null;
  task: string | null;
  obsolete: number;
}): FineType {
  return {
    id: row.type_id,
    description: row.type_description,
    matchRelated: row.match_related === 1,
    amount: row.amount_cents === null ? null : centsToEuros(row.amount_cents),
    task: row.task,
    obsolete: row.obsolete === 1,
  };
}

/**
 * The match report to share (issue 31), as a visitor of the team may read it:
 * names as the team shows them publicly, no fines when it hides money, whoever
 * asks — what a member shares lands in a group outside the app.
 */
export async function getMatchReport(
  db: Kysely<DB>,
  team: { id: number; name: string; showNames: ShowNames; hideMoneyForVisitors: boolean },
  matchId: number,
): Promise<string> {
  const match = await findMatch(db, team.id, matchId);
  if (match.filled === 0) throw new DomainError('MatchNotFilled');
  const filled = await getFilledMatch(db, team.id, matchId);
  const name = (player: Player) => visibleName(player, team.showNames);
  return matchReport({
    teamName: team.name,
    opponent: match.opponent,
    home: match.home === 1,
    scoreFor: match.score_for,
    scoreAgainst: match.score_against,
    goals: filled.goals.map((g) => ({ name: name(g.player), goals: g.goals })),
    cards: filled.cards.map((c) => ({ name: name(c.player), color: c.color })),
    fines: team.hideMoneyForVisitors ? null : filled.fines.length,
  });
}
