import type { Kysely } from 'kysely';
import type { FixtureImportResult } from '../../../domain/fixture-import/fixture-import.schema.js';
import {
  planFixtureImport,
  shownFixture,
  type FileFixture,
  type FixturePlan,
  type SeasonMatch,
  type SkippedFixture,
} from '../../../domain/fixture-import/fixture-rules.js';
import type { DB } from '../../db/schema.js';
import { inTeam } from '../../db/team-scope.js';
import { teamWrite, type TeamTransaction } from '../../db/team-write.js';
import { DomainError } from '../../http/errors.js';
import { currentSeason, requireOpenCurrentSeason } from '../seasons/public.js';

/** The team's name in the federation's fixtures: its own name until an admin sets another. */
export async function federationName(db: Kysely<DB>, teamId: number): Promise<string> {
  const row = await db
    .selectFrom('teams')
    .select(['name', 'federation_name'])
    .where('id', '=', teamId)
    .executeTakeFirstOrThrow();
  return row.federation_name ?? row.name;
}

export async function setFederationName(
  db: Kysely<DB>,
  teamId: number,
  name: string,
): Promise<string> {
  await db.updateTable('teams').set({ federation_name: name }).where('id', '=', teamId).execute();
  return name;
}

async function seasonMatches(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
): Promise<SeasonMatch[]> {
  const rows = await inTeam(db, teamId)
    .selectFrom('matches')
    .select(['id', 'date', 'kick_off', 'location', 'opponent', 'home', 'filled', 'cancelled'])
    .select('import_uid')
    .where('season_id', '=', seasonId)
    .orderBy('date')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    kickOff: row.kick_off,
    location: row.location,
    opponent: row.opponent,
    home: row.home === 1,
    filled: row.filled === 1,
    cancelled: row.cancelled === 1,
    importUid: row.import_uid,
  }));
}

/** What an import did (or, on a dry run, would do); `moved` for the push that sums it up. */
export interface FixtureImportOutcome {
  result: FixtureImportResult;
  moved: FixtureImportResult['updated'];
}

function outcome(plan: FixturePlan, createdIds: number[], fileSkipped: SkippedFixture[]) {
  const updated = plan.updated.map(({ match, next }) => ({
    id: match.id,
    ...next,
    opponent: match.opponent,
    home: match.home,
    previous: { date: match.date, kickOff: match.kickOff, location: match.location },
  }));
  const result: FixtureImportResult = {
    created: plan.created.map((fixture, index) => {
      const id = createdIds[index];
      return id === undefined ? shownFixture(fixture) : { id, ...shownFixture(fixture) };
    }),
    updated,
    unchanged: plan.unchanged,
    missing: plan.missing.map(({ id, date, kickOff, opponent, home, location }) => ({
      id,
      date,
      kickOff,
      opponent,
      home,
      location,
    })),
    skipped: [...fileSkipped, ...plan.skipped],
  };
  return { result, moved: updated };
}

/** New matches in chunks: a whole season in a few statements, within both databases' parameter limits. */
const INSERT_CHUNK = 200;

async function applyPlan(
  trx: TeamTransaction,
  teamId: number,
  seasonId: number,
  plan: FixturePlan,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < plan.created.length; start += INSERT_CHUNK) {
    const chunk = plan.created.slice(start, start + INSERT_CHUNK);
    const rows = await trx
      .insertInto('matches')
      .values(
        chunk.map((fixture: FileFixture) => ({
          team_id: teamId,
          season_id: seasonId,
          date: fixture.date,
          match_type: 'League' as const,
          opponent: fixture.opponent,
          cancelled: 0 as const,
          filled: 0 as const,
          kick_off: fixture.kickOff,
          location: fixture.location,
          home: fixture.home ? (1 as const) : (0 as const),
          import_uid: fixture.uid,
        })),
      )
      .returning('id')
      .execute();
    // Both databases return the ids of a multi-row insert in the order of its rows.
    ids.push(...rows.map((row) => row.id));
  }
  for (const { match, next } of plan.updated) {
    await inTeam(trx, teamId)
      .updateTable('matches')
      .set({
        date: next.date,
        kick_off: next.kickOff,
        location: next.location,
        // Calendar apps replace an event only when its SEQUENCE rose.
        sequence: (eb) => eb('sequence', '+', 1),
      })
      .where('id', '=', match.id)
      .where('filled', '=', 0)
      .where('cancelled', '=', 0)
      .execute();
  }
  for (const { matchId, uid } of plan.uids) {
    await inTeam(trx, teamId)
      .updateTable('matches')
      .set({ import_uid: uid })
      .where('id', '=', matchId)
      .execute();
  }
  return ids;
}

/**
 * Imports a file's fixtures into the current season (seasons have no dates). A
 * dry run reads and plans only, without the team's lock: it writes nothing. The
 * import itself plans and writes inside one team write, so what it planned on is
 * what it changes.
 */
export async function importFixtures(
  db: Kysely<DB>,
  teamId: number,
  file: { fixtures: FileFixture[]; skipped: SkippedFixture[] },
  { dryRun, today }: { dryRun: boolean; today: string },
): Promise<FixtureImportOutcome> {
  if (dryRun) {
    const season = await currentSeason(db, teamId);
    if (!season) throw new DomainError('NoSeason');
    const plan = planFixtureImport(
      await seasonMatches(db, teamId, season.id),
      file.fixtures,
      today,
    );
    return outcome(plan, [], file.skipped);
  }
  return teamWrite(db, teamId, async (trx) => {
    const season = await requireOpenCurrentSeason(trx, teamId);
    const plan = planFixtureImport(
      await seasonMatches(trx, teamId, season.id),
      file.fixtures,
      today,
    );
    const ids = await applyPlan(trx, teamId, season.id, plan);
    return outcome(plan, ids, file.skipped);
  });
}
