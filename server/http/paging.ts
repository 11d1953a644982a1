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

export function encodeCursor(list: string, teamId: number, after: unknown): string {
  return Buffer.from(JSON.stringify({ list, team: teamId, after })).toString('base64url');
}

/** The last row's keys the cursor holds, checked against `keys`; anything else is a ValidationError. */
export function decodeCursor<Keys extends z.ZodType>(
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
