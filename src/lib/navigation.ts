/**
 * Navigation for code that lives above the router: the auth provider's
 * timers and the API error policy. The router of the active app registers
 * itself here when it is created; until then (during start-up) the address
 * is changed with the History API, which the router reads when it starts.
 */
export interface NavigateOptions {
  replace?: boolean;
  /**
   * Commit the new page at once instead of in a transition. For leaving a page
   * right before state it depends on changes (logout): otherwise the old page
   * can still be on screen and react to that change.
   */
  flushSync?: boolean;
}

/** Resolves once the new page is committed (after its route's loader, src/app/TeamApp.tsx). */
type Navigate = (to: string, options: NavigateOptions) => Promise<void>;

let navigate: Navigate | null = null;

export function setNavigator(next: Navigate): void {
  navigate = next;
}

export async function navigateTo(to: string, options: NavigateOptions = {}): Promise<void> {
  if (navigate) return navigate(to, options);
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
}

/** The admin area (spec §8) answers 401/403 differently from the rest. */
export function isAdminArea(pathname: string = window.location.pathname): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** localStorage flag of the admin area: 'true' lets the admin layout through (spec §6). */
export const ADMIN_FLAG_KEY = 'admin';
