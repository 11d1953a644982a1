import { Buffer } from 'node:buffer';
import { z } from '../../domain/validation.js';
import { ValidationError } from './errors.js';

/**
 * The cursor of a paged list: base64url of JSON naming the list, the team and the
 * last row's sort keys. Bound to the team and the list, so another team's cursor
 * (or one of another list, or made up) is refused with a 400 on `cursor`. It is not
 * signed: it only says where in the team's own rows a page starts, which any
 * position would do too (docs/decisions.md, "Lists that grow: paging").
 */
const cursorShape = z.object({ list: z.string(), team: z.number().int(), after: z.unknown() });

const INVALID = 'Deze pagina hoort niet bij deze lijst; laad de lijst opnieuw';

function encodeCursor(list: string, teamId: number, after: unknown): string {
  return Buffer.from(JSON.stringify({ list, team: teamId, after })).toString('base64url');
}

/** The last row's keys the cursor holds, checked against `keys`; anything else is a ValidationError. */
function decodeCursor<Keys extends z.ZodType>(
  list: string,
  teamId: number,
  cursor: string,
  keys: Keys,
): z.output<Keys> {
  const refuse = () => new ValidationError([{ path: 'cursor', message: INVALID }]);
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  const parsed = cursorShape.safeParse(json);
  if (!parsed.success || parsed.data.list !== list || parsed.data.team !== teamId) throw refuse();
  const after = keys.safeParse(parsed.data.after);
  if (!after.success) throw refuse();
  return after.data;
}

/**
 * A list paged by keyset: its name in the cursor and the keys of its order. A page reads
 * `limit + 1` rows from where the cursor points; the one more says whether a next page exists.
 */
export function keysetList<Keys extends z.ZodType>(list: string, keys: Keys) {
  type After = z.output<Keys>;
  return {
    /** The keys of the row a page starts after; null for the first page. */
    after(teamId: number, cursor: string | undefined): After | null {
      return cursor === undefined ? null : decodeCursor(list, teamId, cursor, keys);
    },
    /** The page of at most `limit` rows out of those read, and the cursor after its last row. */
    page<Row>(
      teamId: number,
      rows: Row[],
      limit: number,
      keysOf: (row: Row) => After,
    ): { rows: Row[]; nextCursor: string | null } {
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      return {
        rows: shown,
        nextCursor:
          rows.length > limit && last !== undefined
            ? encodeCursor(list, teamId, keysOf(last))
            : null,
      };
    },
  };
}

/**
 * A paged list's read cache (`registerRead`'s `cache`), named by these query fields: a later
 * page is not kept, as its cursor is no cache key (server/cache) and it is read once.
 */
export function pagedListCache(query: readonly string[]) {
  return {
    query,
    unless: (input: { query: { cursor?: string } }) => input.query.cursor !== undefined,
  };
}
