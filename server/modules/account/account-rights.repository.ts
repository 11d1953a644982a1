import type { Kysely } from 'kysely';
import type { AccountData } from '../../../domain/account/account-rights.schema.js';
import type { DB } from '../../db/schema.js';
import { crossTeam } from '../../db/team-scope.js';
import { DomainError } from '../../http/errors.js';
import { forgetMailsTo } from '../../mail/mail-throttle.js';
import { DELETED_ACCOUNT_EMAIL } from '../audit/public.js';

/** The teams a user administers, by id. */
async function adminTeamIds(db: Kysely<DB>, userId: number): Promise<number[]> {
  const rows = await crossTeam(db, "a user's own teams")
    .selectFrom('team_admins')
    .select('team_id')
    .where('user_id', '=', userId)
    .orderBy('team_id')
    .execute();
  return rows.map((row) => row.team_id);
}

/**
 * Deletes an account (issue 30, the right to be forgotten): refused with `LastAdmin`
 * while a team he administers has no other admin. Otherwise his sessions, tokens,
 * admin links, push subscriptions, the invitations to his address and the throttle
 * counters that name it go, and his address in every team's audit trail becomes
 * "verwijderd account".
 */
export async function deleteAccount(db: Kysely<DB>, userId: number, email: string): Promise<void> {
  // Not teamWrite: one account spans teams. It takes the same lock on each of its teams
  // (ascending, as every write takes one team's), so an admin leaving or being removed
  // at the same moment cannot leave a team without one.
  await db.transaction().execute(async (trx) => {
    const teams = await adminTeamIds(trx, userId);
    for (const teamId of teams) {
      await trx
        .updateTable('teams')
        .set((eb) => ({ data_version: eb.ref('data_version') }))
        .where('id', '=', teamId)
        .execute();
    }
    const scope = crossTeam(trx, "one account's rows in every team it touched");
    // A deleted team (issue 30) needs no admin: deleting it is one way out of LastAdmin.
    const live =
      teams.length === 0
        ? []
        : (
            await trx
              .selectFrom('teams')
              .select('id')
              .where('id', 'in', teams)
              .where('deleted_at', 'is', null)
              .execute()
          ).map((team) => team.id);
    if (live.length > 0) {
      const admins = await scope
        .selectFrom('team_admins')
        .select((eb) => ['team_id', eb.fn.countAll<number>().as('admins')])
        .where('team_id', 'in', live)
        .groupBy('team_id')
        .execute();
      if (admins.some((team) => Number(team.admins) < 2)) throw new DomainError('LastAdmin');
    }
    await scope
      .updateTable('audit_log')
      .set({ actor_email: DELETED_ACCOUNT_EMAIL })
      .where((eb) => eb.or([eb('actor', '=', `user:${userId}`), eb('actor_email', '=', email)]))
      .execute();
    await scope.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
    await scope.deleteFrom('team_invitations').where('email', '=', email).execute();
    await scope.deleteFrom('team_admins').where('user_id', '=', userId).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('auth_tokens').where('user_id', '=', userId).execute();
    // The counters that name the address: password guesses, mails and invitations to it.
    await trx.deleteFrom('throttles').where('key', '=', `password:email:${email}`).execute();
    await forgetMailsTo(trx, email);
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  });
}

/** Everything Teampot keeps about one account (issue 30, the right of access). */
export async function accountData(db: Kysely<DB>, userId: number): Promise<AccountData> {
  const user = await db
    .selectFrom('users')
    .select(['email', 'created_at', 'email_verified_at', 'is_admin'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const scope = crossTeam(db, "one account's rows in every team it touched");
  const [teams, sessions, devices, trail] = await Promise.all([
    scope
      .selectFrom('team_admins')
      .innerJoin('teams', 'teams.id', 'team_admins.team_id')
      .select(['teams.team_code', 'teams.name'])
      .where('team_admins.user_id', '=', userId)
      .orderBy('teams.team_code')
      .execute(),
    db
      .selectFrom('sessions')
      .select(['created_at', 'expires_at', 'stay_logged_in', 'revoked_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    scope
      .selectFrom('push_subscriptions')
      .innerJoin('teams', 'teams.id', 'push_subscriptions.team_id')
      .select(['teams.team_code', 'push_subscriptions.created_at', 'push_subscriptions.endpoint'])
      .where('push_subscriptions.user_id', '=', userId)
      .orderBy('push_subscriptions.id')
      .execute(),
    scope
      .selectFrom('audit_log')
      .innerJoin('teams', 'teams.id', 'audit_log.team_id')
      .select([
        'teams.team_code',
        'audit_log.at',
        'audit_log.entity',
        'audit_log.action',
        'audit_log.actor_email',
      ])
      .where('audit_log.actor', '=', `user:${userId}`)
      .orderBy('audit_log.id')
      .execute(),
  ]);
  return {
    account: {
      email: user.email,
      createdAt: user.created_at,
      emailVerifiedAt: user.email_verified_at,
      isAdmin: user.is_admin === 1,
    },
    adminOf: teams.map((team) => ({ teamCode: team.team_code, name: team.name })),
    sessions: sessions.map((session) => ({
      createdAt: session.created_at,
      expiresAt: session.expires_at,
      stayLoggedIn: session.stay_logged_in === 1,
      endedAt: session.revoked_at,
    })),
    pushSubscriptions: devices.map((device) => ({
      teamCode: device.team_code,
      createdAt: device.created_at,
      endpoint: device.endpoint,
    })),
    auditTrail: trail.map((line) => ({
      teamCode: line.team_code,
      at: line.at,
      entity: line.entity,
      action: line.action,
      email: line.actor_email,
    })),
  };
}
