import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  AUDIT_PAGE_SIZE,
  type AuditPage,
  type AuditQuery,
  type AuditSnapshot,
} from '../../../domain/audit/audit.schema.js';
import { nextDay } from '../../../domain/dates.js';
import { centsToEuros } from '../../../domain/money.js';
import { playerDisplayName } from '../../../domain/players/display-name.js';
import { teamOf } from '../../auth/guards.js';
import type { AuditAction, AuditEntity, DB } from '../../db/schema.js';
import type { TeamTransaction } from '../../db/team-write.js';
import { inTeam } from '../../db/team-scope.js';
import { keysetList } from '../../http/paging.js';
import { z } from '../../../domain/validation.js';
import { selectFinesWithPlayerAndType } from '../fines/public.js';
import { getPlayer, joinedPlayer } from '../players/public.js';

/** Who is changing money, and where it is recorded: made once per request, passed to the repositories. */
export interface AuditContext {
  teamId: number;
  actor: string;
  actorEmail: string | null;
  sessionId: number | null;
  now: Date;
}

/** The writer of a request (its guard already allowed it): the team pin or a user, with the e-mail of now. */
export async function auditContext(request: FastifyRequest): Promise<AuditContext> {
  const { db, now } = request.server.deps;
  const auth = request.auth;
  const teamId = teamOf(request).id;
  if (!auth || auth.kind === 'team' || auth.userId === null) {
    return {
      teamId,
      actor: 'pin',
      actorEmail: null,
      sessionId: auth?.sessionId ?? null,
      now: now(),
    };
  }
  const user = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', auth.userId)
    .executeTakeFirst();
  return {
    teamId,
    actor: `user:${auth.userId}`,
    actorEmail: user?.email ?? null,
    sessionId: auth.sessionId,
    now: now(),
  };
}

export interface AuditChange {
  entity: AuditEntity;
  entityId: number;
  action: AuditAction;
  before: AuditSnapshot | null;
  after: AuditSnapshot | null;
}

/**
 * Writes one line of the log; call it with the `teamWrite` transaction of the
 * change, so the change and its record commit or roll back together, and the
 * before/after it records are of rows no other write can change meanwhile.
 * A "change" that changed nothing (paid set to paid) is not recorded.
 */
export async function recordAudit(
  db: TeamTransaction,
  context: AuditContext,
  change: AuditChange,
): Promise<void> {
  const before = change.before === null ? null : JSON.stringify(change.before);
  const after = change.after === null ? null : JSON.stringify(change.after);
  if (before !== null && before === after) return;
  const playerId = change.after?.playerId ?? change.before?.playerId ?? null;
  await db
    .insertInto('audit_log')
    .values({
      team_id: context.teamId,
      at: context.now.toISOString(),
      actor: context.actor,
      actor_email: context.actorEmail,
      session_id: context.sessionId,
      entity: change.entity,
      entity_id: change.entityId,
      player_id: typeof playerId === 'number' ? playerId : null,
      action: change.action,
      before,
      after,
    })
    .execute();
}

type FineRow = Awaited<
  ReturnType<ReturnType<typeof selectFinesWithPlayerAndType>['executeTakeFirstOrThrow']>
>;

/** A fine as the log keeps it: who, what, how much, and whether it was paid. Null when it does not exist. */
export async function fineSnapshot(
  db: Kysely<DB>,
  teamId: number,
  id: number,
): Promise<AuditSnapshot | null> {
  const row = await selectFinesWithPlayerAndType(db, teamId)
    .where('fines.id', '=', id)
    .executeTakeFirst();
  return row ? toFineSnapshot(row) : null;
}

/** Log lines for many fines at once (an import): read and written a chunk at a time. */
const BULK_CHUNK = 500;

/**
 * One line per fine, all with the same action and `extra` beside the fine's
 * snapshot (e.g. that it went into a locked season): what `recordAudit` writes
 * for one fine, for the thousands an import brings in a few statements.
 */
export async function recordFinesAudit(
  db: TeamTransaction,
  context: AuditContext,
  fineIds: readonly number[],
  action: AuditAction,
  extra: AuditSnapshot = {},
): Promise<void> {
  for (let start = 0; start < fineIds.length; start += BULK_CHUNK) {
    const rows = await selectFinesWithPlayerAndType(db, context.teamId)
      .where('fines.id', 'in', fineIds.slice(start, start + BULK_CHUNK))
      .orderBy('fines.id')
      .execute();
    if (rows.length === 0) continue;
    await db
      .insertInto('audit_log')
      .values(
        rows.map((row) => ({
          team_id: context.teamId,
          at: context.now.toISOString(),
          actor: context.actor,
          actor_email: context.actorEmail,
          session_id: context.sessionId,
          entity: 'fine' as const,
          entity_id: row.id,
          player_id: row.player_id,
          action,
          before: null,
          after: JSON.stringify({ ...toFineSnapshot(row), ...extra }),
        })),
      )
      .execute();
  }
}

function toFineSnapshot(row: FineRow): AuditSnapshot {
  return {
    playerId: row.player_id,
    player: playerDisplayName(joinedPlayer(row)),
    fineTypeId: row.type_id,
    type: row.type_description,
    amount: row.amount_cents === null ? null : centsToEuros(row.amount_cents),
    task: row.task,
    matchId: row.match_id,
    date: row.date,
    description: row.description,
    paid: row.paid === 1,
  };
}

export async function transactionSnapshot(
  db: Kysely<DB>,
  teamId: number,
  id: number,
): Promise<AuditSnapshot | null> {
  const row = await inTeam(db, teamId)
    .selectFrom('transactions')
    .select(['transaction_type', 'date', 'amount_cents', 'reason'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    transactionType: row.transaction_type,
    date: row.date,
    amount: centsToEuros(row.amount_cents),
    reason: row.reason,
  };
}

export async function fineTypeSnapshot(
  db: Kysely<DB>,
  teamId: number,
  id: number,
): Promise<AuditSnapshot | null> {
  const row = await inTeam(db, teamId)
    .selectFrom('fine_types')
    .select(['description', 'amount_cents', 'task'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    description: row.description,
    amount: row.amount_cents === null ? null : centsToEuros(row.amount_cents),
    task: row.task,
  };
}

/** The ids a filter names must be the team's own: another team's id is not found (404), never an empty list. */
async function assertOwnIds(db: Kysely<DB>, teamId: number, query: AuditQuery): Promise<void> {
  if (query.playerId) {
    await getPlayer(db, teamId, query.playerId);
  }
}

/**
 * One page of the log from the cursor's place on (below `beforeId`), `take` lines (the
 * query the planner test asks about: `audit_log (team_id, id)` serves it).
 */
export function auditPageQuery(
  db: Kysely<DB>,
  teamId: number,
  query: AuditQuery,
  page: { beforeId: number | null; take: number },
) {
  let select = inTeam(db, teamId).selectFrom('audit_log').selectAll();
  if (query.entity) select = select.where('entity', '=', query.entity);
  if (query.action) select = select.where('action', '=', query.action);
  if (query.playerId) {
    // A fine moved to another player belongs to both: the old player is in `before`.
    const playerId = query.playerId;
    select = select.where((eb) =>
      eb.or([eb('player_id', '=', playerId), eb('before', 'like', `%"playerId":${playerId},%`)]),
    );
  }
  if (query.from) select = select.where('at', '>=', query.from);
  // `to` is inclusive: up to the next day's start, and no bound at all after the last date.
  const end = query.to ? nextDay(query.to) : null;
  if (end) select = select.where('at', '<', end);
  if (page.beforeId !== null) select = select.where('id', '<', page.beforeId);
  return select.orderBy('id', 'desc').limit(page.take);
}

/** The paged log: its place in (id newest first). */
const auditList = keysetList('audit', z.object({ id: z.number().int().positive() }));

/**
 * Newest first, a page at a time; every filter optional. `to` is inclusive: the whole
 * UTC day. The cursor is the common one (server/http/paging.ts): bound to the team.
 */
export async function listAudit(
  db: Kysely<DB>,
  teamId: number,
  query: AuditQuery,
): Promise<AuditPage> {
  const limit = query.limit ?? AUDIT_PAGE_SIZE;
  const after = auditList.after(teamId, query.cursor);
  await assertOwnIds(db, teamId, query);
  const rows = await auditPageQuery(db, teamId, query, {
    beforeId: after?.id ?? null,
    take: limit + 1,
  }).execute();
  const page = auditList.page(teamId, rows, limit, (row) => ({ id: row.id }));
  return {
    items: page.rows.map((row) => ({
      id: row.id,
      at: row.at,
      actor: row.actor,
      actorEmail: row.actor_email,
      sessionId: row.session_id,
      entity: row.entity,
      entityId: row.entity_id,
      playerId: row.player_id,
      action: row.action,
      before: row.before === null ? null : (JSON.parse(row.before) as AuditSnapshot),
      after: row.after === null ? null : (JSON.parse(row.after) as AuditSnapshot),
    })),
    nextCursor: page.nextCursor,
    totals: {},
  };
}

/**
 * A player anonymised (issue 30): every snapshot of the trail that names him gets his
 * new name. The trail is otherwise never rewritten; the name is the one thing it must
 * forget, and `playerId` still ties his lines together.
 */
export async function renamePlayerInAudit(
  db: TeamTransaction,
  teamId: number,
  playerId: number,
  name: string,
): Promise<void> {
  // A fine moved away from him has him only in `before`, so not every line has his player_id.
  const rows = await inTeam(db, teamId)
    .selectFrom('audit_log')
    .select(['id', 'before', 'after'])
    .where((eb) =>
      eb.or([
        eb('player_id', '=', playerId),
        eb('before', 'like', `%"playerId":${playerId},%`),
        eb('after', 'like', `%"playerId":${playerId},%`),
      ]),
    )
    .execute();
  const rename = (text: string | null): string | null => {
    if (text === null) return null;
    const snapshot = JSON.parse(text) as AuditSnapshot;
    return snapshot.playerId === playerId ? JSON.stringify({ ...snapshot, player: name }) : text;
  };
  for (const row of rows) {
    await inTeam(db, teamId)
      .updateTable('audit_log')
      .set({ before: rename(row.before), after: rename(row.after) })
      .where('id', '=', row.id)
      .execute();
  }
}

/**
 * A deleted account (issue 30): its e-mail address leaves the trail of every team,
 * the line stays ("verwijderd account" in its place).
 */
export const DELETED_ACCOUNT_EMAIL = 'verwijderd account';
