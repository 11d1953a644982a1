import { sql } from 'kysely';
import type { Deps } from './context.js';

const COLUMNS = [
  'id',
  'team_code',
  'name',
  'data_version',
  'show_names',
  'hide_money_for_visitors',
] as const;

/**
 * The team of a code in the path, read anew for every request under
 * /api/{team}: its data version is what keeps every cache as fresh as the last
 * write, on any number of nodes, so it is never cached itself. What it can be
 * is cheap: one query by the unique index on team_code, compiled and prepared
 * once (`Database.prepareRead`), shared by the requests that arrive together.
 */
export function createTeamLookup(deps: Deps) {
  const { dialect } = deps.database;
  // One parameter for any number of codes: an array on PostgreSQL, a JSON array on SQLite.
  const codesIn =
    dialect === 'postgres'
      ? sql<boolean>`team_code = any(${sql.val<string[]>([])})`
      : sql<boolean>`team_code in (select value from json_each(${sql.val('[]')}))`;
  const read = deps.database.prepareRead(
    deps.db.selectFrom('teams').select(COLUMNS).where(codesIn).compile(),
  );
  return batchPerTurn(async (codes) => {
    const rows = await read([dialect === 'postgres' ? codes : JSON.stringify(codes)]);
    return new Map(rows.map((row) => [row.team_code, row]));
  });
}

/** Lookup queries under way at once; codes asked for meanwhile wait and go out together. */
const MAX_IN_FLIGHT = 2;

/**
 * The codes asked for during one turn of the event loop (all the requests that
 * arrived together) go out as one query at the end of that turn: one round trip
 * to PostgreSQL, one read transaction in SQLite (starting one costs more than
 * the lookup in it). While MAX_IN_FLIGHT queries are under way, newly asked
 * codes wait for one of them to return, so batches grow with the load instead
 * of the round trips. Each request still gets a query sent after it arrived,
 * so it sees every write that was answered before it came in.
 */
function batchPerTurn<T>(
  readMany: (keys: string[]) => Promise<Map<string, T>>,
): (key: string) => Promise<T | undefined> {
  interface Asker {
    resolve(value: T | undefined): void;
    reject(error: unknown): void;
  }
  let waiting = new Map<string, Asker[]>();
  let scheduled = false;
  let inFlight = 0;

  function schedule() {
    if (scheduled || inFlight >= MAX_IN_FLIGHT || waiting.size === 0) return;
    scheduled = true;
    setImmediate(flush);
  }

  function flush() {
    scheduled = false;
    const batch = waiting;
    waiting = new Map();
    inFlight++;
    readMany([...batch.keys()])
      .then(
        (found) => {
          for (const [key, askers] of batch)
            for (const asker of askers) asker.resolve(found.get(key));
        },
        (error: unknown) => {
          for (const askers of batch.values()) for (const asker of askers) asker.reject(error);
        },
      )
      .finally(() => {
        inFlight--;
        schedule();
      });
  }

  return (key) =>
    new Promise<T | undefined>((resolve, reject) => {
      const askers = waiting.get(key);
      if (askers) askers.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      schedule();
    });
}
