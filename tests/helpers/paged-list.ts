import { Buffer } from 'node:buffer';
import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

/** The answer of a paged list (docs/decisions.md, "Lists that grow: paging"). */
export interface Page<Row, Totals> {
  items: Row[];
  nextCursor: string | null;
  totals: Totals;
}

/** A cursor as a client could make one up: base64url of any JSON. */
export const madeUpCursor = (json: unknown) =>
  Buffer.from(JSON.stringify(json)).toString('base64url');

/**
 * A team's paged list through HTTP at `url` (`/api/oranje/fine`): one page, every page
 * following `nextCursor`, the whole list without paging, and the refusals of bad paging.
 */
export function pagedList<Row, Totals>(t: TestApp, url: string) {
  /** A page of the list, or of another (another team's) at `at`. */
  const get = (query: string, at = url) => t.inject({ method: 'GET', url: `${at}?${query}` });
  const page = async (query: string): Promise<Page<Row, Totals>> => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  return {
    get,
    page,
    /** Every page of the list, following nextCursor; `between` runs after each page (1, 2, …). */
    async allPages(query: string, between: (pages: number) => Promise<void> = async () => {}) {
      const pages: Page<Row, Totals>[] = [];
      let cursor: string | null = null;
      do {
        const next = await page(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
        pages.push(next);
        cursor = next.nextCursor;
        await between(pages.length);
      } while (cursor !== null);
      return pages;
    },
    /** The whole list, as a call without paging parameters gets it. */
    async whole(): Promise<Row[]> {
      return (await t.inject({ method: 'GET', url })).json();
    },
    /**
     * This list's cursor on another team's list at `theirs`, the `madeUp` cursors and
     * garbage, and a limit out of 1 to 100: each a 400 on its field, in Dutch.
     */
    async expectBadPagingRefused(theirs: string, madeUp: string[]) {
      const ours = (await page('limit=1')).nextCursor;
      expect(ours).not.toBeNull();
      const refused = await get(`limit=1&cursor=${ours}`, theirs);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: 'ValidationError',
        issues: [{ path: 'cursor', message: expect.stringMatching(/pagina/) }],
      });
      for (const cursor of ['nietsdan', ...madeUp, 'eyJ9']) {
        const response = await get(`cursor=${cursor}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().issues[0].path).toBe('cursor');
      }
      for (const limit of ['0', '101', 'tien', '2.5']) {
        const response = await get(`limit=${limit}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().issues).toEqual([
          { path: 'limit', message: 'Kies een aantal van 1 tot en met 100' },
        ]);
      }
    },
  };
}

export type PagedList<Row, Totals> = ReturnType<typeof pagedList<Row, Totals>>;
