import DataLoader from 'dataloader';
import { sql, type Selectable } from 'kysely';
import type { TeamsTable } from '../db/schema.js';
import type { Deps, TeamContext } from './context.js';

const COLUMNS = [
  'id',
  'team_code',
  'name',
  'data_version',
  'show_names',
  'hide_money_for_visitors',
] as const;

/**
 * The team of a code in the path, for every request under /api/{team} and
 * every rendered page: its data version is what keeps every cache as fresh as
 * the last write, on any number of nodes, so it is never kept on a guess.
 * PostgreSQL is asked every time; SQLite's rows are kept only while SQLite
 * itself says nothing was committed since (keptUntilCommit). What a query can be
 * is cheap: one query by the unique index on team_code, compiled and prepared
 * once (`Database.prepareRead`), shared by the requests that arrive together.
 *
 * DataLoader gathers the codes asked for during one turn of the event loop (all
 * the requests that arrived together) into one query: one round trip to
 * PostgreSQL, one read transaction in SQLite (starting one costs more than the
 * lookup in it). Its cache is off, so each request gets a query sent after it
 * arrived and sees every write answered before it came in. While
 * MAX_IN_FLIGHT queries are under way the next batch waits for one of them to
 * return, so batches grow with the load instead of the round trips.
 */
export function teamLookupOf(deps: Deps): TeamLookup {
  let lookup = lookups.get(deps);
  if (!lookup) {
    lookup = createTeamLookup(deps);
    lookups.set(deps, lookup);
  }
  return lookup;
}

type TeamLookup = (code: string) => Promise<TeamRow | undefined>;

// One lookup per app (its `deps`), as the read cache (team-read-cache.ts): the API's team
// scope and the rendered pages share its batches and its kept rows.
const lookups = new WeakMap<Deps, TeamLookup>();

function createTeamLookup(deps: Deps): TeamLookup {
  const { dialect } = deps.database;
  // One parameter for any number of codes: an array on PostgreSQL, a JSON array on SQLite.
  const codesIn =
    dialect === 'postgres'
      ? sql<boolean>`team_code = any(${sql.val<string[]>([])})`
      : sql<boolean>`team_code in (select value from json_each(${sql.val('[]')}))`;
  const read = deps.database.prepareRead(
    // A deleted team (issue 30) is no team: 998 for its API, the unknown-team page, no certificate.
    deps.db
      .selectFrom('teams')
      .select(COLUMNS)
      .where(codesIn)
      .where('deleted_at', 'is', null)
      .compile(),
  );
  const readRows = async (codes: readonly string[]): Promise<Map<string, TeamRow>> => {
    const rows = await read([dialect === 'postgres' ? codes : JSON.stringify(codes)]);
    return new Map(rows.map((row) => [row.team_code, row]));
  };
  const { commitMarker } = deps.database;
  const rowsOf = commitMarker ? keptUntilCommit(commitMarker, readRows) : readRows;
  const slots = new InFlightSlots(MAX_IN_FLIGHT);
  const loader = new DataLoader<string, TeamRow | undefined>(
    async (codes) => {
      try {
        const byCode = await rowsOf([...new Set(codes)]);
        return codes.map((code) => byCode.get(code));
      } finally {
        slots.release();
      }
    },
    {
      cache: false,
      batchScheduleFn: (dispatch) => void slots.acquire().then(() => setImmediate(dispatch)),
    },
  );
  return (code) => loader.load(code);
}

/**
 * SQLite: the teams read since the last commit to the database, answered from
 * memory. SQLite's commit marker (`Database.commitMarker`) moves with every
 * commit of any connection but the reader's own, this process's writes and
 * other processes' alike, so while it stands still a kept row is what the query
 * would return: one pragma per batch instead of the query. The marker is read
 * before the rows, so a row is never kept under a marker older than itself.
 * Codes without a team are asked again each time.
 */
function keptUntilCommit(
  commitMarker: () => number,
  readRows: (codes: readonly string[]) => Promise<Map<string, TeamRow>>,
): (codes: readonly string[]) => Promise<Map<string, TeamRow>> {
  const kept = new Map<string, TeamRow>();
  let keptAt = commitMarker();
  return async (codes) => {
    const marker = commitMarker();
    if (marker !== keptAt) {
      kept.clear();
      keptAt = marker;
    }
    const missing = codes.filter((code) => !kept.has(code));
    const read = missing.length > 0 ? await readRows(missing) : new Map<string, TeamRow>();
    // Kept only when no other batch saw a newer marker while these rows were read.
    if (keptAt === marker) {
      for (const [code, row] of read) {
        // Past the bound the oldest kept row goes, not all of them: at that many teams a
        // clear would make nearly every lookup a query again.
        if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
        kept.set(code, row);
      }
    }
    const found = new Map<string, TeamRow>();
    for (const code of codes) {
      const row = read.get(code) ?? kept.get(code);
      if (row) found.set(code, row);
    }
    return found;
  };
}

/** Teams kept at most (~200 bytes each); past it, the first kept goes (a bound, not a cache policy). */
const MAX_KEPT = 50_000;

export type TeamRow = Pick<Selectable<TeamsTable>, (typeof COLUMNS)[number]>;

/** The team as a request's handlers see it (`teamOf`, a reader's team). */
export function teamContextOf(team: TeamRow): TeamContext {
  return {
    id: team.id,
    code: team.team_code,
    name: team.name,
    dataVersion: team.data_version,
    showNames: team.show_names,
    hideMoneyForVisitors: team.hide_money_for_visitors === 1,
  };
}

/** Lookup queries under way at once; the next batch waits (and grows) meanwhile. */
const MAX_IN_FLIGHT = 2;

/** A counting semaphore: DataLoader decides what goes together, this how many go at once. */
class InFlightSlots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(count: number) {
    this.free = count;
  }

  acquire(): Promise<void> {
    if (this.free > 0) {
      this.free--;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free++;
  }
}
