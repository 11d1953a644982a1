import { teamWrite } from '../../db/team-write.js';
import type { Kysely } from 'kysely';
import type {
  Invitation,
  PendingInvitation,
  TeamAdmin,
} from '../../../domain/co-admins/co-admin.schema.js';
import { countInWindow } from '../../auth/throttle.js';
import { hashToken, newToken } from '../../auth/tokens.js';
import type { DB } from '../../db/schema.js';
import { crossTeam, inTeam } from '../../db/team-scope.js';
import { DomainError, NotFoundError, TooManyRequestsError } from '../../http/errors.js';
import { invitationMailKeys } from '../../mail/mail-throttle.js';

export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Mails per hour to one address, and from one team. */
export const INVITATIONS_PER_ADDRESS = 3;
export const INVITATIONS_PER_TEAM = 10;

export async function listAdmins(
  db: Kysely<DB>,
  teamId: number,
  userId: number,
): Promise<TeamAdmin[]> {
  const rows = await inTeam(db, teamId)
    .selectFrom('team_admins')
    .innerJoin('users', 'users.id', 'team_admins.user_id')
    .select(['users.id', 'users.email'])
    .orderBy('users.email')
    .execute();
  return rows.map((row) => ({ email: row.email, you: row.id === userId }));
}

/**
 * Counts one invitation mail in the `throttles` table as `mailAllowed()` counts a mail
 * (`countInWindow`, a window of an hour; the keys in server/mail/mail-throttle.ts, which
 * also forgets them with a deleted account) and refuses it (429) beyond `max`: not
 * silently, as `mailAllowed()` drops a mail, since an admin must be told the invitation
 * was not sent.
 */
async function countMail(db: Kysely<DB>, key: string, max: number, now: Date): Promise<void> {
  const count = await countInWindow(db, key, now, HOUR_MS);
  if (count.failures > max) {
    const until = new Date(count.window_started_at).getTime() + HOUR_MS;
    throw new TooManyRequestsError(
      Math.max(1, Math.ceil((until - now.getTime()) / 1000)),
      'Je hebt te veel uitnodigingen verstuurd.',
    );
  }
}

/**
 * Per address within the team and per team, so neither an address nor a team can be
 * flooded. The address counts per team: another team's invitations to it must neither
 * refuse this one nor tell that they were sent.
 */
export async function throttleInvitationMail(
  db: Kysely<DB>,
  teamId: number,
  email: string,
  now: Date,
): Promise<void> {
  const keys = invitationMailKeys(teamId, email);
  await countMail(db, keys.address, INVITATIONS_PER_ADDRESS, now);
  await countMail(db, keys.team, INVITATIONS_PER_TEAM, now);
}

/** Refuses (`AlreadyAdmin`) an invitation for an address that already runs the team. */
export async function assertNotAdmin(db: Kysely<DB>, teamId: number, email: string): Promise<void> {
  const admin = await inTeam(db, teamId)
    .selectFrom('team_admins')
    .innerJoin('users', 'users.id', 'team_admins.user_id')
    .select('users.id')
    .where('users.email', '=', email)
    .executeTakeFirst();
  if (admin) throw new DomainError('AlreadyAdmin');
}

/** The team's invitations that can still be accepted (not used, not expired), newest first. */
export async function listPendingInvitations(
  db: Kysely<DB>,
  teamId: number,
  now: Date,
): Promise<PendingInvitation[]> {
  const rows = await inTeam(db, teamId)
    .selectFrom('team_invitations')
    .select(['id', 'email', 'expires_at'])
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ id: row.id, email: row.email, expiresAt: row.expires_at }));
}

/**
 * Cancels a pending invitation by removing it: its link then finds nothing and says
 * it is no longer valid (`InvalidToken`), like a used or expired one.
 */
export async function cancelInvitation(db: Kysely<DB>, teamId: number, id: number): Promise<void> {
  await teamWrite(db, teamId, async (trx) => {
    const deleted = await inTeam(trx, teamId)
      .deleteFrom('team_invitations')
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw new NotFoundError('Uitnodiging niet gevonden');
  });
}

/** A new single-use invitation; only its hash is stored. Returns the token for the mail. */
export async function createInvitation(
  db: Kysely<DB>,
  teamId: number,
  email: string,
  invitedBy: number,
  now: Date,
): Promise<{ token: string; expiresAt: string }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_MS).toISOString();
  await db
    .insertInto('team_invitations')
    .values({
      team_id: teamId,
      email,
      token_hash: hashToken(token),
      invited_by: invitedBy,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { token, expiresAt };
}

/** What a live invitation is for; `InvalidToken` when it is unknown, used or expired. */
export async function peekInvitation(
  db: Kysely<DB>,
  token: string,
  now: Date,
): Promise<Invitation> {
  const row = await crossTeam(db, 'an invitation is found by its token; it names the team')
    .selectFrom('team_invitations')
    .innerJoin('teams', 'teams.id', 'team_invitations.team_id')
    .select(['teams.name', 'teams.team_code', 'team_invitations.email'])
    .where('team_invitations.token_hash', '=', hashToken(token))
    .where('teams.deleted_at', 'is', null)
    .where('team_invitations.used_at', 'is', null)
    .where('team_invitations.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) throw new DomainError('InvalidToken');
  return { teamName: row.name, teamCode: row.team_code, email: row.email };
}

/**
 * Uses the invitation up and makes the user an admin of its team, in one
 * transaction; the update that uses it up is the check, so two clicks on the
 * link cannot both succeed.
 */
export async function acceptInvitation(
  db: Kysely<DB>,
  token: string,
  userId: number,
  now: Date,
): Promise<{ teamCode: string }> {
  // Not teamWrite: the team is known only from the invitation this statement uses up,
  // and that update is itself the check.
  // eslint-disable-next-line no-restricted-syntax
  return db.transaction().execute(async (trx) => {
    const used = await crossTeam(trx, 'an invitation is found by its token; it names the team')
      .updateTable('team_invitations')
      .set({ used_at: now.toISOString() })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .returning('team_id')
      .executeTakeFirst();
    if (!used) throw new DomainError('InvalidToken');
    await trx
      .insertInto('team_admins')
      .values({ team_id: used.team_id, user_id: userId })
      .onConflict((oc) => oc.columns(['team_id', 'user_id']).doNothing())
      .execute();
    const team = await trx
      .selectFrom('teams')
      .select('team_code')
      .where('id', '=', used.team_id)
      .executeTakeFirstOrThrow();
    return { teamCode: team.team_code };
  });
}

/**
 * Removes an admin (yourself: leaving). The last admin cannot go: in teamWrite
 * the team row is locked first, so two admins removing each other at once
 * cannot leave the team without one.
 */
export async function removeAdmin(db: Kysely<DB>, teamId: number, email: string): Promise<void> {
  await teamWrite(db, teamId, async (trx) => {
    const admins = await inTeam(trx, teamId)
      .selectFrom('team_admins')
      .innerJoin('users', 'users.id', 'team_admins.user_id')
      .select(['users.id', 'users.email'])
      .execute();
    const target = admins.find((admin) => admin.email === email);
    if (!target) throw new NotFoundError('Beheerder niet gevonden');
    if (admins.length === 1) throw new DomainError('LastAdmin');
    await inTeam(trx, teamId).deleteFrom('team_admins').where('user_id', '=', target.id).execute();
  });
}
