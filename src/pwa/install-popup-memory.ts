/** Spec §9: after closing, the install popup stays away for 7 days. */
export const INSTALL_POPUP_HIDE_MS = 7 * 24 * 60 * 60 * 1000;

/** localStorage is per origin, so each team host remembers its own popup (and its own install). */
export const INSTALL_POPUP_CLOSED_KEY = 'teampot.installPopupClosedAt';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Closed less than 7 days ago. A value that is not a time (or a time ahead of the clock) does not hide it for ever. */
export function closedRecently(store: Store, now: number): boolean {
  const closedAt = Number(store.getItem(INSTALL_POPUP_CLOSED_KEY));
  if (!Number.isFinite(closedAt) || closedAt <= 0 || closedAt > now) return false;
  return now - closedAt < INSTALL_POPUP_HIDE_MS;
}

export function rememberClosed(store: Store, now: number): void {
  store.setItem(INSTALL_POPUP_CLOSED_KEY, String(now));
}
