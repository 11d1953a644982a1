/** Rows per page of every list that grows with a season, for the server and the SPA alike. */
export const PAGE_SIZE = 50;
/** The most rows one page may ask for. */
export const MAX_PAGE_SIZE = 100;

export interface Page<Item, Totals> {
  items: Item[];
  nextCursor: string | null;
  totals: Totals;
}

/** Whether a request asks for the paged answer (a call without paging parameters keeps the whole list). */
export function isPagedQuery(query: { limit?: number; cursor?: string }): boolean {
  return query.limit !== undefined || query.cursor !== undefined;
}
