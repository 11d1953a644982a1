import { useContext, useEffect, useState } from 'react';
import { ScrollRestoration, type Location } from 'react-router-dom';
import { HydratedLoadContext } from '../lib/page-load';

const address = (location: Location) => `${location.pathname}${location.search}`;

/**
 * Which scroll position a history entry keeps: its own. The first entry of a page load has no
 * key of its own (React Router calls every one 'default'): its address stands in, so a reload
 * stays in place and another page opened by its address does not land where this one was.
 */
function entryKey(location: Location): string {
  return location.key === 'default' ? address(location) : location.key;
}

/** When this page load began: the first entry of a server-rendered load is this load's own. */
const thisLoad = Math.round(performance.timeOrigin);

/**
 * The same on a page the server rendered, except its first entry: that one is kept for this
 * load only. A position kept for its address (an earlier load in the tab) would be restored
 * as the scroll keeping starts, a change of the router's state while sections the server
 * rendered may still wait for their code to hydrate, and React would render those afresh.
 */
function hydratedEntryKey(location: Location): string {
  return location.key === 'default' ? `${address(location)}@${thisLoad}` : location.key;
}

/**
 * The app's scroll keeping, around every page (React Router's ScrollRestoration): each history entry keeps
 * its scroll position, so back from a row of a long list lands on that row again, with the
 * pages loaded before (src/lib/paged-list.ts), and a new page starts at its top. It starts
 * after the app's first commit: the server renders nothing of it, and a hydrating page has
 * none of its work in the hydration (docs/decisions.md, "Navigation and unsaved work").
 */
export function ScrollKeeping() {
  const hydratedLoad = useContext(HydratedLoadContext);
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  return (
    started && <ScrollRestoration getKey={hydratedLoad !== null ? hydratedEntryKey : entryKey} />
  );
}
