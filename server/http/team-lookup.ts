import DataLoader from 'dataloader';
import { sql, type CompiledQuery, type Selectable } from 'kysely';
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
 * the last write, on any number of nodes, so it is never kept on a guess: rows
 * are kept only while the database itself says nothing was committed since
 * (keptUntilCommit), which each batch asks anew. What a query can be is cheap:
 * one query by the unique index on team_code, compiled and prepared once
 * (`Database.prepareRead`), shared by the requests that arrive together.
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
  const rowsOf = keptUntilCommit(markedRead(deps));
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

/** Teams of some codes, with the commit marker they were read under (`keptUntilCommit`). */
interface MarkedRows {
  /** Equal for two reads only when nothing was committed between them; null: no marker. */
  marker: string | number | null;
  rows: Map<string, TeamRow>;
}

/**
 * One query for the teams of some codes (prepared once, `Database.prepareRead`), and the
 * commit marker they were read under:
 * - SQLite (in a file): `PRAGMA data_version` on the reading connection (`commitMarker`),
 *   asked before the rows, a microsecond;
 * - PostgreSQL: the statement's own snapshot (`pg_current_snapshot()`), in the same query as
 *   the rows. Two snapshots are equal only when no transaction that writes began or ended
 *   anywhere on the server between them (its `xmax` moves with every new write, its list of
 *   running ones with every end), so a row read under one still holds under an equal one.
 */
function markedRead(deps: Deps): (codes: readonly string[]) => Promise<MarkedRows> {
  const { database } = deps;
  // A deleted team (issue 30) is no team: 998 for its API, the unknown-team page, no certificate.
  const teams = deps.db.selectFrom('teams').select(COLUMNS).where('deleted_at', 'is', null);
  if (database.dialect === 'postgres') {
    // One row at least (the snapshot), with a team's columns where a code matched.
    const read = database.prepareRead<TeamRow & { marker: string }>(
      sql`select pg_current_snapshot()::text as marker, team.*
          from (select 1) as one
          left join ${teams} as team on team.team_code = any(${sql.val<string[]>([])})`.compile(
        deps.db,
      ) as CompiledQuery<TeamRow & { marker: string }>,
    );
    return async (codes) => {
      const rows = await read([codes]);
      return {
        marker: rows[0]?.marker ?? null,
        rows: new Map(
          rows
            .filter((row) => row.id !== null)
            .map(({ marker: _, ...row }) => [row.team_code, row]),
        ),
      };
    };
  }
  // One parameter for any number of codes: a JSON array.
  const read = database.prepareRead(
    teams
      .where(sql<boolean>`team_code in (select value from json_each(${sql.val('[]')}))`)
      .compile(),
  );
  const { commitMarker } = database;
  return async (codes) => {
    // Before the rows: a row is never kept under a marker older than itself.
    const marker = commitMarker?.() ?? null;
    const rows = codes.length > 0 ? await read([JSON.stringify(codes)]) : [];
    return { marker, rows: new Map(rows.map((row) => [row.team_code, row])) };
  };
}

/**
 * The teams read since the last commit to the database, answered from memory, so a
 * request pays a pragma (SQLite) or a query that reads no table (PostgreSQL) instead of
 * the lookup, while nothing changes. Each batch reads, with the marker, the codes it does
 * not take from the kept rows; when the marker is not the one the kept rows were read
 * under, something was committed since (this process's writes, another process's or
 * another instance's alike): the kept rows go, and the ones this batch counted on are read
 * again. So every row answered was read after the request arrived, or under a marker that
 * has not moved since: several instances never answer from a row older than another's
 * write. While commits keep coming (the last batch found the marker moved), a batch counts
 * on no kept row and reads all its codes in its one query, as without keeping. Without a
 * marker (SQLite in memory) nothing is kept. Codes without a team are asked again each time.
 */
function keptUntilCommit(
  readMarked: (codes: readonly string[]) => Promise<MarkedRows>,
): (codes: readonly string[]) => Promise<Map<string, TeamRow>> {
  const kept = new Map<string, TeamRow>();
  let keptAt: MarkedRows['marker'] = null;
  // Did the last batch find the marker where the kept rows were read? (Only a guess of what
  // is worth counting on: each batch checks its own marker.)
  let steady = false;
  return async (codes) => {
    // Taken now: another batch may drop the kept rows while this one reads.
    const fromKept = new Map<string, TeamRow>();
    if (steady) {
      for (const code of codes) {
        const row = kept.get(code);
        if (row) fromKept.set(code, row);
      }
    }
    const keptUnder = keptAt;
    const { marker, rows } = await readMarked(codes.filter((code) => !fromKept.has(code)));
    let found = rows;
    let keepable = marker !== null;
    steady = marker !== null && marker === keptUnder;
    if (steady) {
      found = new Map([...rows, ...fromKept]);
    } else if (fromKept.size > 0) {
      const again = await readMarked([...fromKept.keys()]);
      found = new Map([...rows, ...again.rows]);
      keepable &&= again.marker === marker;
    }
    const cleared = marker !== keptAt;
    if (cleared) {
      kept.clear();
      keptAt = marker;
    }
    if (keepable && keptAt === marker) {
      // The rows taken from the kept ones are kept still, unless they were just dropped.
      for (const [code, row] of steady && !cleared ? rows : found) {
        // Past the bound the oldest kept row goes, not all of them: at that many teams a
        // clear would make nearly every lookup a query again.
        if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
        kept.set(code, row);
      }
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
