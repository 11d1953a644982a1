import { useCallback, useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { Page } from '../../domain/paging';

const NO_PAGES: never[] = [];

/**
 * A paged list (`{ items, nextCursor, totals }`), a page at a time: the first page is
 * a plain SWR read (so a server-rendered page hands it over as it does any answer),
 * the pages after it follow its `nextCursor` and load on `loadMore`. A row that moved
 * between two page loads is shown once, where it came first.
 * A first page that changed when it was asked again (back on the list, a fine added elsewhere)
 * moves the cursor the later pages follow: as many later pages as were loaded are then asked
 * from the new cursor, and the ones before stay on screen until they are in, so the list
 * neither shrinks nor loses the place it was scrolled to.
 */
export function usePagedList<Item extends { id: number }, Totals>(
  firstKey: string | null,
  pageKey: (cursor: string) => string,
) {
  // Not on focus: a refresh would move rows under a finger; the list is fresh when opened.
  const first = useSWR<Page<Item, Totals>>(firstKey, { revalidateOnFocus: false });
  // The later pages of this list that were on screen last: the number to ask again when the
  // first page's cursor moved, and what shows meanwhile.
  const [kept, keep] = useState<{ firstKey: string | null; pages: Page<Item, Totals>[] }>({
    firstKey,
    pages: [],
  });
  const keptPages = kept.firstKey === firstKey ? kept.pages : NO_PAGES;
  const more = useSWRInfinite<Page<Item, Totals>>(
    (index, previous: Page<Item, Totals> | null) => {
      const cursor = index === 0 ? first.data?.nextCursor : previous?.nextCursor;
      return cursor ? pageKey(cursor) : null;
    },
    {
      // Read when the first page's cursor moved (a new chain of keys): as many as were loaded.
      initialSize: keptPages.length,
      revalidateFirstPage: false,
      revalidateOnFocus: false,
    },
  );
  const { setSize, mutate: mutateMore } = more;
  useEffect(() => {
    if (more.data) keep({ firstKey, pages: more.data });
  }, [firstKey, more.data]);
  const later = first.data?.nextCursor ? (more.data ?? keptPages) : NO_PAGES;
  const pages = useMemo(() => (first.data ? [first.data, ...later] : []), [first.data, later]);
  const items = useMemo(() => {
    const seen = new Set<number>();
    return pages.flatMap((page) =>
      page.items.filter((item) => !seen.has(item.id) && seen.add(item.id)),
    );
  }, [pages]);
  const last = pages.at(-1);
  const loadingMore = more.size > later.length && !more.error;

  const loadMore = useCallback(() => void setSize((size) => size + 1), [setSize]);
  const { mutate: mutateFirst } = first;
  /**
   * Changes rows and totals in the loaded pages without asking for them again, so a
   * changed row stays where it is until the list is left (the server's order applies
   * on the next load).
   */
  const updateLoaded = useCallback(
    async (change: (page: Page<Item, Totals>) => Page<Item, Totals>) => {
      await Promise.all([
        mutateFirst((page) => page && change(page), { revalidate: false }),
        mutateMore((loaded) => loaded?.map(change), { revalidate: false }),
      ]);
    },
    [mutateFirst, mutateMore],
  );

  return {
    items,
    totals: first.data?.totals,
    error: first.error as unknown,
    isLoading: first.isLoading,
    hasMore: Boolean(last?.nextCursor),
    loadingMore,
    loadMoreError: more.error as unknown,
    loadMore,
    updateLoaded,
    retry: () => void (first.error ? first.mutate() : mutateMore()),
  };
}
