// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { SWRConfig, type Cache } from 'swr';
import type { Page } from '../../domain/paging';
import { usePagedList } from './paged-list';

const PAGE = 3;

/** The server's list, newest first, in pages of three after a cursor (the last id of a page). */
function fineServer(ids: number[]) {
  const rows = [...ids];
  const asked: string[] = [];
  const fetcher = (key: string): Promise<Page<{ id: number }, null>> => {
    asked.push(key);
    const cursor = new URL(key, 'http://host').searchParams.get('cursor');
    const start = cursor === null ? 0 : rows.indexOf(Number(cursor)) + 1;
    const items = rows.slice(start, start + PAGE).map((id) => ({ id }));
    const more = start + PAGE < rows.length;
    return Promise.resolve({
      items,
      nextCursor: more ? String(items.at(-1)?.id) : null,
      totals: null,
    });
  };
  return { fetcher, asked, add: (id: number) => rows.unshift(id) };
}

/**
 * The list as a page shows it; each mount is a visit, on one SWR cache (as the app's). `shown`
 * gets the rows of every render.
 */
function visit(server: ReturnType<typeof fineServer>, cache: Cache, shown: number[][] = []) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => cache, fetcher: server.fetcher, dedupingInterval: 0 }}>
      {children}
    </SWRConfig>
  );
  return renderHook(
    () => {
      const list = usePagedList('/fine', (cursor) => `/fine?cursor=${cursor}`);
      shown.push(ids(list));
      return list;
    },
    { wrapper },
  );
}

const ids = (list: { items: { id: number }[] }) => list.items.map((item) => item.id);

describe('usePagedList', () => {
  it('keeps the loaded pages when the first page changed on return, and never shows fewer rows', async () => {
    const server = fineServer([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    const cache = new Map() as Cache;
    const first = visit(server, cache);
    await waitFor(() => expect(ids(first.result.current)).toEqual([9, 8, 7]));
    act(() => first.result.current.loadMore());
    await waitFor(() => expect(ids(first.result.current)).toEqual([9, 8, 7, 6, 5, 4]));
    first.unmount();

    // A fine added elsewhere meanwhile: back on the list the first page is asked again and its
    // cursor moved (7 → 8).
    server.add(10);
    const shown: number[][] = [];
    const back = visit(server, cache, shown);
    expect(ids(back.result.current)).toEqual([9, 8, 7, 6, 5, 4]);
    await waitFor(() => expect(ids(back.result.current)).toEqual([10, 9, 8, 7, 6, 5]));
    // Two pages in every render: the second did not drop away while the new one was asked.
    expect(shown.filter((rows) => rows.length !== 6)).toEqual([]);
    expect(back.result.current.hasMore).toBe(true);
    act(() => back.result.current.loadMore());
    await waitFor(() => expect(ids(back.result.current)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2]));
  });

  it('keeps the rows when the next page fails, and loads it on a retry', async () => {
    const server = fineServer([9, 8, 7, 6, 5, 4]);
    let failures = 1;
    const flaky = {
      ...server,
      fetcher: (key: string) =>
        key.includes('cursor=') && failures-- > 0
          ? Promise.reject(new Error('Geen verbinding'))
          : server.fetcher(key),
    };
    const list = visit(flaky, new Map() as Cache);
    await waitFor(() => expect(ids(list.result.current)).toEqual([9, 8, 7]));
    act(() => list.result.current.loadMore());
    await waitFor(() => expect(list.result.current.loadMoreError).toBeInstanceOf(Error));
    expect(ids(list.result.current)).toEqual([9, 8, 7]);
    expect(list.result.current.loadingMore).toBe(false);
    expect(list.result.current.error).toBeUndefined();

    act(() => list.result.current.retry());
    await waitFor(() => expect(ids(list.result.current)).toEqual([9, 8, 7, 6, 5, 4]));
    expect(list.result.current.loadMoreError).toBeUndefined();
  });

  it('starts another list (a filter) at its first page', async () => {
    const server = fineServer([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    const cache = new Map() as Cache;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => cache, fetcher: server.fetcher, dedupingInterval: 0 }}>
        {children}
      </SWRConfig>
    );
    const list = renderHook(
      ({ filter }: { filter: string }) =>
        usePagedList(`/fine?f=${filter}`, (cursor) => `/fine?f=${filter}&cursor=${cursor}`),
      { wrapper, initialProps: { filter: 'a' } },
    );
    await waitFor(() => expect(ids(list.result.current)).toHaveLength(3));
    act(() => list.result.current.loadMore());
    await waitFor(() => expect(ids(list.result.current)).toHaveLength(6));
    list.rerender({ filter: 'b' });
    await waitFor(() => expect(ids(list.result.current)).toEqual([9, 8, 7]));
    expect(server.asked.filter((key) => key.includes('f=b'))).toEqual(['/fine?f=b']);
  });
});
