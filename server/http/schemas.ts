import { MAX_ID, z } from '../../domain/validation.js';

/** Shared bits of route schemas. */

export const idSchema = z.coerce.number().int().positive().max(MAX_ID);
export const idParams = z.object({ id: idSchema });

/** `?flag=true` / `?flag=false`; query strings are text. */
export const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** A repeated query parameter (`?id=1&id=2`) arrives as a string or an array of strings. */
export function repeatedQuery<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(item),
  );
}

export const okSchema = z.object({ ok: z.literal(true) });
