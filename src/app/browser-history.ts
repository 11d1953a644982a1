import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import type { unstable_HistoryRouter } from 'react-router-dom';

/** The history object react-router's HistoryRouter drives (its type is not exported by name). */
type History = Parameters<typeof unstable_HistoryRouter>[0]['history'];
type To = Parameters<History['push']>[0];
type Update = Parameters<Parameters<History['listen']>[0]>[0];
type Location = History['location'];

interface HistoryState {
  usr: unknown;
  key: string;
  idx: number;
}

/**
 * The browser's history for react-router's declarative router, which is half
 * the download of its data router. A new page reaches the router inside a
 * transition (the old page stays until the new one can show, as the data
 * router did); a new query on the same page, and a change asked for with
 * `flushSync` (leaving a page right before a logout), commit at once.
 */
export function createAppHistory(): History & {
  /** Like push/replace, but the new page commits synchronously. */
  navigateNow(to: To, replace: boolean): void;
} {
  const listeners = new Set<(update: Update) => void>();
  let action: Update['action'] = 'POP' as Update['action'];
  let index = (window.history.state as HistoryState | null)?.idx ?? 0;
  // A fresh entry (state null) reads as index 0 anyway; writing it would cost a
  // history.replaceState (several ms) on every first load.
  if (window.history.state !== null && window.history.state?.idx == null) {
    window.history.replaceState({ ...window.history.state, idx: index }, '');
  }

  const readLocation = (): Location => {
    const state = window.history.state as HistoryState | null;
    return {
      pathname: window.location.pathname,
      search: window.location.search,
      hash: window.location.hash,
      state: state?.usr ?? null,
      key: state?.key ?? 'default',
    } as Location;
  };
  let location = readLocation();

  const notify = (delta: number, sync: boolean) => {
    const next = readLocation();
    const samePage = next.pathname === location.pathname;
    location = next;
    const update = { action, location, delta } as Update;
    const deliver = () => listeners.forEach((listener) => listener(update));
    if (sync) flushSync(deliver);
    // Only the query changed (a tab, a switch, a filter of the page on screen): a plain
    // update, so a control bound to the address follows the tap at once instead of
    // springing back until a transition commits.
    else if (samePage) deliver();
    else startTransition(deliver);
  };

  const href = (to: To): string =>
    typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;

  const change = (to: To, state: unknown, replace: boolean, sync: boolean) => {
    action = (replace ? 'REPLACE' : 'PUSH') as Update['action'];
    if (!replace) index += 1;
    const entry: HistoryState = {
      usr: state,
      key: Math.random().toString(36).slice(2, 10),
      idx: index,
    };
    if (replace) window.history.replaceState(entry, '', href(to));
    else window.history.pushState(entry, '', href(to));
    notify(replace ? 0 : 1, sync);
  };

  window.addEventListener('popstate', () => {
    action = 'POP' as Update['action'];
    const next = (window.history.state as HistoryState | null)?.idx ?? 0;
    const delta = next - index;
    index = next;
    notify(delta, false);
  });

  return {
    get action() {
      return action;
    },
    get location() {
      return location;
    },
    createHref: href,
    createURL: (to) => new URL(href(to), window.location.origin),
    encodeLocation: (to) => {
      const url = new URL(href(to), window.location.href);
      return { pathname: url.pathname, search: url.search, hash: url.hash };
    },
    push: (to, state) => change(to, state, false, false),
    replace: (to, state) => change(to, state, true, false),
    navigateNow: (to, replace) => change(to, null, replace, true),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
