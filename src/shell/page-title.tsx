import { createContext, useContext, useEffect } from 'react';

type SetTitle = (title: string | null) => void;

export const PageTitleContext = createContext<SetTitle>(() => {});

/**
 * Puts a page's own title in the app bar (and the browser tab) while the page
 * is shown; without it the bar shows the team name. `usePageTitle('Wedstrijd')`.
 */
export function usePageTitle(title: string | null | undefined): void {
  const setTitle = useContext(PageTitleContext);
  useEffect(() => {
    setTitle(title ?? null);
    return () => setTitle(null);
  }, [setTitle, title]);
}
