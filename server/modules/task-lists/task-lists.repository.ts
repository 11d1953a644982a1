import type { Kysely } from 'kysely';
import {
  drawChances,
  drawPlayers,
  type DrawCandidate,
} from '../../../domain/task-lists/draw-chances.js';
import { playerDisplayName } from '../../../domain/players/display-name.js';
import type { Player } from '../../../domain/players/player.schema.js';
import {
  DRAW_MESSAGES,
  type DrawDataInput,
  type TaskDraw,
} from '../../../domain/task-lists/draw.schema.js';
import type { TaskList } from '../../../domain/task-lists/task-list.schema.js';
import { taskListNameTaken } from '../../../domain/task-lists/task-list-name.js';
import type { DB } from '../../db/schema.js';
import { teamWrite, type TeamTransaction } from '../../db/team-write.js';
import { DomainError, NotFoundError, ValidationError } from '../../http/errors.js';
import { joinedPlayer, joinedPlayerColumns, toPlayer } from '../players/public.js';
import { recordAudit, type AuditContext } from '../audit/public.js';
import { keepForRestore, rowsToKeep } from '../../db/restore-snapshots.js';
import {
  assertPlayersInSeason,
  assertTeamSeason,
  assertSeasonOpen,
  currentSeason,
  putBackInOpenSeason,
  requireOpenCurrentSeason,
} from '../seasons/public.js';
import { inTeam, teamRecord } from '../../db/team-scope.js';
import { isoDateSchema } from '../../../domain/dates.schema.js';
import { PAGE_SIZE } from '../../../domain/paging.js';
import type { DrawListQuery, DrawPage } from '../../../domain/task-lists/draw.schema.js';
import { z } from '../../../domain/validation.js';
import { keysetList } from '../../http/paging.js';
import { newestFirstPage } from '../../db/keyset.js';

// ---- task lists -------------------------------------------------------------

function taskListQuery(db: Kysely<DB>, teamId: number) {
  return inTeam(db, teamId)
    .selectFrom('task_lists')
    .leftJoin('seasons', (join) =>
      join.onRef('seasons.id', '=', 'task_lists.season_id').on('seasons.team_id', '=', teamId),
    )
    .select([
      'task_lists.id',
      'task_lists.name',
      'task_lists.obsolete',
      'task_lists.season_id',
      'seasons.description as season_description',
    ]);
}

interface TaskListRow {
  id: number;
  name: string;
  obsolete: number;
  season_id: number | null;
  season_description: string | null;
}

export function toTaskList(row: TaskListRow): TaskList {
  return {
    id: row.id,
    name: row.name,
    obsolete: row.obsolete === 1,
    season:
      row.season_id !== null && row.season_description !== null
        ? { id: row.season_id, description: row.season_description }
        : null,
  };
}

/** All lists, active ones first; with a season: the lists for that season or for every season. */
export async function listTaskLists(
  db: Kysely<DB>,
  teamId: number,
  { seasonFilter }: { seasonFilter?: number | undefined },
): Promise<TaskList[]> {
  let query = taskListQuery(db, teamId);
  if (seasonFilter !== undefined) {
    await assertTeamSeason(db, teamId, seasonFilter);
    query = query.where((eb) =>
      eb.or([
        eb('task_lists.season_id', '=', seasonFilter),
        eb('task_lists.season_id', 'is', null),
      ]),
    );
  }
  const rows = await query
    .orderBy('task_lists.obsolete')
    .orderBy('task_lists.name')
    .orderBy('task_lists.id')
    .execute();
  return rows.map(toTaskList);
}

export async function getTaskList(db: Kysely<DB>, teamId: number, id: number): Promise<TaskList> {
  const row = await taskListQuery(db, teamId).where('task_lists.id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError('Taaklijst niet gevonden');
  return toTaskList(row);
}

interface TaskListValues {
  name: string;
  forSeason: number | null;
  obsolete?: boolean;
}

/**
 * Checked inside `teamWrite` rather than by a unique index: the comparison
 * ignores case and spacing (domain/task-lists/task-list-name.ts), and the team lock
 * already makes two creates with one name run one after the other.
 */
async function assertNameFree(
  trx: TeamTransaction,
  teamId: number,
  name: string,
  exceptId: number | null,
) {
  let query = inTeam(trx, teamId).selectFrom('task_lists').select('name');
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  const others = await query.execute();
  if (
    taskListNameTaken(
      others.map((row) => row.name),
      name,
    )
  )
    throw new DomainError('NameAlreadyExists');
}

export async function createTaskList(
  db: Kysely<DB>,
  teamId: number,
  input: TaskListValues,
): Promise<TaskList> {
  return teamWrite(db, teamId, async (trx) => {
    // A list is made for a season still to be played; a locked one has no matches to come.
    if (input.forSeason !== null) await assertSeasonOpen(trx, teamId, input.forSeason);
    await assertNameFree(trx, teamId, input.name, null);
    const row = await trx
      .insertInto('task_lists')
      .values({
        team_id: teamId,
        name: input.name,
        season_id: input.forSeason,
        obsolete: input.obsolete ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return getTaskList(trx, teamId, row.id);
  });
}

export async function updateTaskList(
  db: Kysely<DB>,
  teamId: number,
  id: number,
  input: TaskListValues,
): Promise<TaskList> {
  return teamWrite(db, teamId, async (trx) => {
    await getTaskList(trx, teamId, id);
    if (input.forSeason !== null) await assertTeamSeason(trx, teamId, input.forSeason);
    await assertNameFree(trx, teamId, input.name, id);
    const result = await inTeam(trx, teamId)
      .updateTable('task_lists')
      .set({ name: input.name, season_id: input.forSeason, obsolete: input.obsolete ? 1 : 0 })
      .where('id', '=', id)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new NotFoundError('Taaklijst niet gevonden');
    return getTaskList(trx, teamId, id);
  });
}

// ---- draws ------------------------------------------------------------------

/** Draws with their player and, for a match draw, the match. */
function drawQuery(db: Kysely<DB>, teamId: number) {
  return inTeam(db, teamId)
    .selectFrom('task_draws')
    .innerJoin('players', (join) =>
      join.onRef('players.id', '=', 'task_draws.player_id').on('players.team_id', '=', teamId),
    )
    .leftJoin('matches', (join) =>
      join.onRef('matches.id', '=', 'task_draws.match_id').on('matches.team_id', '=', teamId),
    )
    .select([
      'task_draws.id',
      'task_draws.task_list_id',
      'task_draws.date',
      'task_draws.description',
      'task_draws.match_id',
      'matches.opponent',
      ...joinedPlayerColumns,
    ]);
}

type DrawRow = Awaited<ReturnType<ReturnType<typeof drawQuery>['executeTakeFirstOrThrow']>>;

function toTaskDraw(row: DrawRow): TaskDraw {
  return {
    id: row.id,
    taskListId: row.task_list_id,
    player: joinedPlayer(row),
    data:
      row.match_id !== null
        ? { matchId: row.match_id, date: row.date, opponent: row.opponent ?? '' }
        : { date: row.date, description: row.description ?? '' },
  };
}

/** Newest first; with a season: only that season's draws. */
export async function listDraws(
  db: Kysely<DB>,
  teamId: number,
  taskListId: number,
  { seasonFilter }: { seasonFilter?: number | undefined },
): Promise<TaskDraw[]> {
  await getTaskList(db, teamId, taskListId);
  let query = drawQuery(db, teamId).where('task_draws.task_list_id', '=', taskListId);
  if (seasonFilter !== undefined) {
    await assertTeamSeason(db, teamId, seasonFilter);
    query = query.where('task_draws.season_id', '=', seasonFilter);
  }
  const rows = await query
    .orderBy('task_draws.date', 'desc')
    .orderBy('task_draws.id', 'desc')
    .execute();
  return rows.map(toTaskDraw);
}

/** The paged draw history: its place in (date newest first, id). */
const drawList = keysetList(
  'draws',
  z.object({ date: isoDateSchema, id: z.number().int().positive() }),
);

/**
 * One page of a task list's draws (of one season, or all), newest date first, then
 * newest id: one index range from the cursor's place on, with the count in SQL.
 */
export async function listDrawPage(
  db: Kysely<DB>,
  teamId: number,
  taskListId: number,
  query: DrawListQuery,
): Promise<DrawPage> {
  const limit = query.limit ?? PAGE_SIZE;
  const after = drawList.after(teamId, query.cursor);
  await getTaskList(db, teamId, taskListId);
  if (query.seasonFilter !== undefined) await assertTeamSeason(db, teamId, query.seasonFilter);
  const list = { taskListId, seasonFilter: query.seasonFilter };
  const rows = await drawPageRows(db, teamId, { ...list, from: after, take: limit + 1 }).execute();
  const page = drawList.page(teamId, rows, limit, (row) => ({ date: row.date, id: row.id }));
  const totals = await drawCountQuery(db, teamId, list).executeTakeFirstOrThrow();
  return {
    items: page.rows.map(toTaskDraw),
    nextCursor: page.nextCursor,
    totals: { count: Number(totals.count) },
  };
}

interface DrawListFilter {
  taskListId: number;
  seasonFilter: number | undefined;
}

/** A task list's draws from the cursor's place on (the query the planner test asks about). */
export function drawPageRows(
  db: Kysely<DB>,
  teamId: number,
  page: DrawListFilter & { from: { date: string; id: number } | null; take: number },
) {
  const { seasonFilter } = page;
  return newestFirstPage(
    drawQuery(db, teamId)
      .where('task_draws.task_list_id', '=', page.taskListId)
      .$if(seasonFilter !== undefined, (select) =>
        select.where('task_draws.season_id', '=', seasonFilter!),
      ),
    { date: 'task_draws.date', id: 'task_draws.id' },
    page.from,
    page.take,
  );
}

/** How many draws the (filtered) list has. */
export function drawCountQuery(db: Kysely<DB>, teamId: number, list: DrawListFilter) {
  return inTeam(db, teamId)
    .selectFrom('task_draws')
    .where('task_list_id', '=', list.taskListId)
    .$if(list.seasonFilter !== undefined, (select) =>
      select.where('season_id', '=', list.seasonFilter!),
    )
    .select((eb) => eb.fn.countAll().as('count'));
}

/** A draw as the audit log keeps it: which list, who, and for what. */
async function drawAuditSnapshot(trx: TeamTransaction, teamId: number, id: number) {
  const row = await drawQuery(trx, teamId)
    .innerJoin('task_lists', (join) =>
      join
        .onRef('task_lists.id', '=', 'task_draws.task_list_id')
        .on('task_lists.team_id', '=', teamId),
    )
    .select(['task_lists.name as list_name', 'task_draws.season_id'])
    .where('task_draws.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const draw = toTaskDraw(row);
  return {
    snapshot: {
      playerId: draw.player.id,
      player: playerDisplayName(draw.player),
      task: row.list_name,
      date: draw.data.date,
      description: 'matchId' in draw.data ? draw.data.opponent : draw.data.description,
    },
    seasonId: row.season_id,
  };
}

/** Deletes a draw and keeps it for an undo. */
export function deleteDraw(db: Kysely<DB>, audit: AuditContext, id: number): Promise<void> {
  const { teamId } = audit;
  return teamWrite(db, teamId, async (trx) => {
    const draw = await drawAuditSnapshot(trx, teamId, id);
    if (!draw) throw new NotFoundError('Loting niet gevonden');
    await assertSeasonOpen(trx, teamId, draw.seasonId);
    const removed = await rowsToKeep(trx, teamId, id, [{ table: 'task_draws', column: 'id' }]);
    await inTeam(trx, teamId).deleteFrom('task_draws').where('id', '=', id).execute();
    await keepForRestore(trx, teamId, 'draw', id, removed, audit.now);
    await recordAudit(trx, audit, {
      entity: 'draw',
      entityId: id,
      action: 'deleted',
      before: draw.snapshot,
      after: null,
    });
  });
}

/** The undo of `deleteDraw`: the same draw (same id), if its season is still open. */
export function restoreDraw(db: Kysely<DB>, audit: AuditContext, id: number): Promise<TaskDraw> {
  const { teamId } = audit;
  return teamWrite(db, teamId, async (trx) => {
    await putBackInOpenSeason(trx, teamId, { entity: 'draw', id }, audit.now);
    const draw = await drawAuditSnapshot(trx, teamId, id);
    await recordAudit(trx, audit, {
      entity: 'draw',
      entityId: id,
      action: 'restored',
      before: null,
      after: draw?.snapshot ?? null,
    });
    return toTaskDraw(
      await drawQuery(trx, teamId).where('task_draws.id', '=', id).executeTakeFirstOrThrow(),
    );
  });
}

/**
 * Who can be drawn for a task list in a season: the season's active players minus
 * the ignored ones, each with the times drawn for this list in this season
 * (the weights of domain/task-lists/draw-chances.ts).
 */
export async function drawCandidates(
  db: Kysely<DB>,
  teamId: number,
  taskListId: number,
  seasonId: number,
  ignorePlayerIds: readonly number[],
): Promise<{ player: Player; candidate: DrawCandidate }[]> {
  let query = inTeam(db, teamId)
    .selectFrom('season_players')
    .innerJoin('players', (join) =>
      join.onRef('players.id', '=', 'season_players.player_id').on('players.team_id', '=', teamId),
    )
    .selectAll('players')
    .select((eb) =>
      eb
        .selectFrom('task_draws')
        .select((count) => count.fn.countAll<number>().as('n'))
        .where('task_draws.team_id', '=', teamId)
        .where('task_draws.task_list_id', '=', taskListId)
        .where('task_draws.season_id', '=', seasonId)
        .whereRef('task_draws.player_id', '=', 'players.id')
        .as('times_drawn'),
    )
    .where('season_players.season_id', '=', seasonId)
    .where('players.active', '=', 1);
  if (ignorePlayerIds.length > 0) query = query.where('players.id', 'not in', [...ignorePlayerIds]);
  const rows = await query
    .orderBy('players.first_name')
    .orderBy('players.last_name')
    .orderBy('players.id')
    .execute();
  return rows.map((row) => ({
    player: toPlayer(row),
    candidate: { id: row.id, timesDrawn: Number(row.times_drawn ?? 0) },
  }));
}

/** The odds of the next draw in the current season: exactly what `drawPlayers` uses. */
export async function drawOdds(
  db: Kysely<DB>,
  teamId: number,
  taskListId: number,
  ignorePlayerIds: readonly number[],
): Promise<[Player, number][]> {
  await getTaskList(db, teamId, taskListId);
  const season = await currentSeason(db, teamId);
  if (!season) return [];
  const candidates = await drawCandidates(db, teamId, taskListId, season.id, ignorePlayerIds);
  const chances = new Map(
    drawChances(candidates.map((c) => c.candidate)).map((c) => [c.playerId, c.chance]),
  );
  return candidates.map(({ player }) => [player, chances.get(player.id) ?? 0]);
}

interface ResolvedDrawData {
  seasonId: number;
  matchId: number | null;
  date: string;
  description: string | null;
}

/** The season, date and link of a draw: a match's own, or the current season's for a manual draw. */
async function resolveDrawData(
  trx: TeamTransaction,
  teamId: number,
  data: DrawDataInput,
): Promise<ResolvedDrawData> {
  if ('matchId' in data) {
    const match = await teamRecord(trx, teamId, 'matches', data.matchId, 'Wedstrijd niet gevonden');
    await assertSeasonOpen(trx, teamId, match.season_id);
    return { seasonId: match.season_id, matchId: match.id, date: match.date, description: null };
  }
  const season = await requireOpenCurrentSeason(trx, teamId);
  return { seasonId: season.id, matchId: null, date: data.date, description: data.description };
}

export interface NewDraw {
  taskListId: number;
  seasonId: number;
  playerId: number;
  matchId: number | null;
  date: string;
  description: string | null;
}

/** Inserts draws and returns them as the API shows them, in the order given. */
export async function insertDraws(
  trx: TeamTransaction,
  teamId: number,
  draws: NewDraw[],
  now: Date,
): Promise<TaskDraw[]> {
  if (draws.length === 0) return [];
  const ids: number[] = [];
  // One insert per row: `returning` order of a multi-row insert is not guaranteed on PostgreSQL.
  for (const draw of draws) {
    const row = await trx
      .insertInto('task_draws')
      .values({
        team_id: teamId,
        task_list_id: draw.taskListId,
        season_id: draw.seasonId,
        player_id: draw.playerId,
        match_id: draw.matchId,
        date: draw.date,
        description: draw.description,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  const rows = await drawQuery(trx, teamId).where('task_draws.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, toTaskDraw(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The lottery: `toDraw` players by weighted sampling without replacement (domain/task-lists/draw-chances.ts). */
export function drawTask(
  db: Kysely<DB>,
  teamId: number,
  taskListId: number,
  input: { ignorePlayerIds: number[]; toDraw: number; data: DrawDataInput },
  { random, now }: { random: () => number; now: Date },
): Promise<{ players: Player[]; draws: TaskDraw[] }> {
  return teamWrite(db, teamId, async (trx) => {
    await getTaskList(trx, teamId, taskListId);
    const target = await resolveDrawData(trx, teamId, input.data);
    const candidates = await drawCandidates(
      trx,
      teamId,
      taskListId,
      target.seasonId,
      input.ignorePlayerIds,
    );
    if (input.toDraw > candidates.length) {
      throw new ValidationError([{ path: 'toDraw', message: DRAW_MESSAGES.countMaximum }]);
    }
    const drawnIds = drawPlayers(
      candidates.map((c) => c.candidate),
      input.toDraw,
      random,
    );
    const playersById = new Map(candidates.map((c) => [c.player.id, c.player]));
    const draws = await insertDraws(
      trx,
      teamId,
      drawnIds.map((playerId) => ({ taskListId, playerId, ...target })),
      now,
    );
    return { players: drawnIds.flatMap((id) => playersById.get(id) ?? []), draws };
  });
}

/** Assigns a task to a chosen player of the draw's season, without a lottery. */
export function drawManual(
  db: Kysely<DB>,
  teamId: number,
  taskListId: number,
  input: { playerId: number; data: DrawDataInput },
  now: Date,
): Promise<TaskDraw> {
  return teamWrite(db, teamId, async (trx) => {
    await getTaskList(trx, teamId, taskListId);
    const target = await resolveDrawData(trx, teamId, input.data);
    await assertPlayersInSeason(trx, teamId, target.seasonId, [input.playerId]);
    const [draw] = await insertDraws(
      trx,
      teamId,
      [{ taskListId, playerId: input.playerId, ...target }],
      now,
    );
    if (!draw) throw new Error('Loting niet opgeslagen');
    return draw;
  });
}
