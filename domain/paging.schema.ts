import { MAX_PAGE_SIZE } from './paging.js';
import { z } from './validation.js';

const limitMessage = `Kies een aantal van 1 tot en met ${MAX_PAGE_SIZE}`;

/**
 * `?limit=N&cursor=C` of a paged list. The cursor is the `nextCursor` of the page
 * before: opaque to the client, checked by the server (server/http/paging.ts).
 */
export const pageQueryShape = {
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(MAX_PAGE_SIZE, limitMessage)
    .optional(),
  cursor: z
    .string({ error: 'Ongeldige pagina' })
    .min(1, 'Ongeldige pagina')
    .max(500, 'Ongeldige pagina')
    .optional(),
};

/** One page of a list: its rows, the cursor of the next page (null at the end) and the list's totals. */
export function pageSchema<Item extends z.ZodType, Totals extends z.ZodType>(
  item: Item,
  totals: Totals,
) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable(), totals });
}
