import { z } from './validation.js';

/** Rows per page of every list that grows with a season, for the server and the SPA alike. */
export const PAGE_SIZE = 50;
/** The most rows one page may ask for. */
export const MAX_PAGE_SIZE = 100;

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

export interface Page<Item, Totals> {
  items: Item[];
  nextCursor: string | null;
  totals: Totals;
}

/** Whether a request asks for the paged answer (a call without paging parameters keeps the whole list). */
export function isPagedQuery(query: { limit?: number; cursor?: string }): boolean {
  return query.limit !== undefined || query.cursor !== undefined;
}
