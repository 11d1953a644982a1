/**
 * What the shell shows for a given login and place: the drawer entries, the
 * button on the right of the app bar and whether the bar offers "back".
 * Pure, so the rules of spec §2 (Shell) can be read and tested in one spot.
 */
import type { LoginState } from '../lib/auth-state';

export type NavIcon =
  | 'home'
  | 'input'
  | 'settings'
  | 'profile'
  | 'logout'
  | 'adminLogin'
  | 'login'
  | 'register'
  | 'newTeam'
  | 'admin'
  | 'fines';

export type NavItem =
  | { kind: 'link'; label: string; icon: NavIcon; to: string }
  | { kind: 'external'; label: string; icon: NavIcon; href: string }
  | { kind: 'logout'; label: string; icon: NavIcon };

export interface NavContext {
  env: 'team' | 'main';
  loginState: LoginState;
  isAdmin: boolean;
  /** Main-domain address, for the profile entry on a team host. */
  appUrl: string;
  /** The player who said he holds this device ("Wie ben jij?"), if any (issue 19). */
  deviceHolder?: number | null;
}

export function drawerItems({
  env,
  loginState,
  isAdmin,
  appUrl,
  deviceHolder,
}: NavContext): NavItem[] {
  const isUser = loginState === 'user';
  const loggedIn = loginState !== false;
  const items: (NavItem | false)[] =
    env === 'team'
      ? [
          { kind: 'link', label: 'Home', icon: 'home', to: '/' },
          // A member always finds his own fines; without an answer yet the page asks "Wie ben jij?".
          (loggedIn || typeof deviceHolder === 'number') && {
            kind: 'link',
            label: 'Mijn boetes',
            icon: 'fines',
            to: typeof deviceHolder === 'number' ? `/speler/${deviceHolder}` : '/mijn-boetes',
          },
          { kind: 'link', label: 'Invoer', icon: 'input', to: '/input' },
          isUser && { kind: 'link', label: 'Instellingen', icon: 'settings', to: '/settings' },
          isUser && { kind: 'external', label: 'Profiel', icon: 'profile', href: appUrl || '/' },
          loggedIn && { kind: 'logout', label: 'Uitloggen', icon: 'logout' },
          !isUser && {
            kind: 'link',
            label: 'Team beheerder login',
            icon: 'adminLogin',
            to: '/user/login',
          },
        ]
      : [
          { kind: 'link', label: isUser ? 'Mijn teams' : 'Home', icon: 'home', to: '/' },
          isUser && { kind: 'link', label: 'Nieuw team', icon: 'newTeam', to: '/new-team' },
          isUser && isAdmin && { kind: 'link', label: 'Beheer', icon: 'admin', to: '/admin' },
          !isUser && { kind: 'link', label: 'Inloggen', icon: 'login', to: '/login' },
          !isUser && { kind: 'link', label: 'Registreren', icon: 'register', to: '/register' },
          loggedIn && { kind: 'logout', label: 'Uitloggen', icon: 'logout' },
        ];
  return items.filter((item): item is NavItem => item !== false);
}

export type HeaderAction =
  { kind: 'input' } | { kind: 'logout' } | { kind: 'login'; to: string } | { kind: 'none' };

const LOGIN_PAGES = ['/login', '/user/login', '/admin/login', '/register'];

/** Spec §2: "an input or logout button"; and a way in for whoever is not logged in. */
export function headerAction(
  env: 'team' | 'main',
  loginState: LoginState,
  pathname: string,
): HeaderAction {
  const onInput = pathname === '/input' || pathname.startsWith('/input/');
  if (env === 'team' && loginState !== false && !onInput) return { kind: 'input' };
  if (loginState !== false) return { kind: 'logout' };
  // Already on a way in (the main domain's `/` is the login for a visitor).
  if (LOGIN_PAGES.includes(pathname) || (env === 'main' && pathname === '/'))
    return { kind: 'none' };
  return { kind: 'login', to: '/login' };
}

/**
 * Detail pages under /input (an edit form, a wizard) get a back arrow instead
 * of the menu, like a native app; back leads to the section list when there
 * is no in-app history to pop. So do the dashboard's own detail pages.
 */
export function backTarget(pathname: string): string | null {
  const match = /^\/input\/([^/]+)\/.+/.exec(pathname);
  if (match) return `/input/${match[1]}`;
  // A player's page and a season's page are opened from the dashboard: back leads there.
  return /^\/(speler|seizoen)\/[^/]+$/.test(pathname) ? '/' : null;
}

/** The drawer entry that matches the current page. */
export function isActive(item: NavItem, pathname: string): boolean {
  if (item.kind !== 'link') return false;
  if (item.to === '/') return pathname === '/';
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
