import type { Kysely } from 'kysely';
import { hashSecret } from '../../server/auth/passwords.js';
import { createSession } from '../../server/auth/sessions.js';
import type { DB } from '../../server/db/schema.js';

/**
 * Direct inserts for test set-up, so a module's tests do not depend on other
 * modules' endpoints. The behaviour under test still goes through the API.
 */
export async function insertTeam(
  db: Kysely<DB>,
  { code, name = `Team ${code}`, pin = '123456' }: { code: string; name?: string; pin?: string },
): Promise<{ id: number; code: string }> {
  const row = await db
    .insertInto('teams')
    .values({
      name,
      team_code: code,
      pin_hash: await hashSecret(pin),
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, code };
}

export async function insertUser(
  db: Kysely<DB>,
  {
    email,
    password = 'wachtwoord123',
    verified = true,
    isAdmin = false,
  }: {
    email: string;
    password?: string;
    verified?: boolean;
    isAdmin?: boolean;
  },
): Promise<{ id: number; email: string; password: string }> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('users')
    .values({
      email,
      password_hash: await hashSecret(password),
      email_verified_at: verified ? now : null,
      is_admin: isAdmin ? 1 : 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email, password };
}

export async function makeTeamAdmin(db: Kysely<DB>, userId: number, teamId: number): Promise<void> {
  await db.insertInto('team_admins').values({ user_id: userId, team_id: teamId }).execute();
}

export type NewUser = Parameters<typeof insertUser>[1];

/**
 * A new user with a session, as if the e-mail login had happened, who administers `adminOf`:
 * how the API tests call as a team's admin, or as a stranger to the team (no `adminOf`).
 */
export async function loggedInUser(
  db: Kysely<DB>,
  user: NewUser,
  ...adminOf: number[]
): Promise<{ id: number; email: string; password: string; cookie: string }> {
  const inserted = await insertUser(db, user);
  for (const teamId of adminOf) await makeTeamAdmin(db, inserted.id, teamId);
  return { ...inserted, cookie: await userSessionCookie(db, inserted.id) };
}

/** The cookie header of a new {@link loggedInUser} with `email` who administers `teamIds`. */
export async function teamAdminCookie(
  db: Kysely<DB>,
  email: string,
  ...teamIds: number[]
): Promise<string> {
  return (await loggedInUser(db, { email }, ...teamIds)).cookie;
}

/** What an API test of a team starts from: the team, another in the same database, cookies. */
export interface TwoTeams {
  team: { id: number; code: string };
  /** Another team, for the 404 of its ids and that nothing of it changes. */
  other: { id: number; code: string };
  /** The team's pin session. */
  pin: string;
  /** The other team's pin session. */
  otherPin: string;
}

export type NewTeam = { code: string; name?: string };

export async function insertTwoTeams(
  db: Kysely<DB>,
  team: NewTeam,
  other: NewTeam,
): Promise<TwoTeams> {
  const mine = await insertTeam(db, team);
  const theirs = await insertTeam(db, other);
  return {
    team: mine,
    other: theirs,
    pin: await teamSessionCookie(db, mine.id),
    otherPin: await teamSessionCookie(db, theirs.id),
  };
}

/** Two teams, and the first one's admin too: a user with `adminEmail`. */
export interface TeamAndOther extends TwoTeams {
  admin: string;
}

export async function insertTeamAndOther(
  db: Kysely<DB>,
  team: NewTeam,
  other: NewTeam,
  adminEmail: string,
): Promise<TeamAndOther> {
  const teams = await insertTwoTeams(db, team, other);
  return { ...teams, admin: await teamAdminCookie(db, adminEmail, teams.team.id) };
}

/** A cookie header for a team pin session, as if the pin login had happened. */
export async function teamSessionCookie(db: Kysely<DB>, teamId: number): Promise<string> {
  const { token } = await createSession(db, { kind: 'team', teamId, stayLoggedIn: true });
  return `teampot_session=${token}`;
}

/** A cookie header for a user session. */
export async function userSessionCookie(db: Kysely<DB>, userId: number): Promise<string> {
  const { token } = await createSession(db, { kind: 'user', userId, stayLoggedIn: false });
  return `teampot_session=${token}`;
}

/** The team's data version: what the read cache of its pages is keyed on, bumped by each data write. */
export async function dataVersion(db: Kysely<DB>, teamId: number): Promise<number> {
  const { data_version } = await db
    .selectFrom('teams')
    .select('data_version')
    .where('id', '=', teamId)
    .executeTakeFirstOrThrow();
  return data_version;
}
