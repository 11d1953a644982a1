import type { AppConfig } from './config';

/** localStorage key holding the team code on bare localhost (spec §1). */
export const TEAM_CODE_STORAGE_KEY = 'teamCode';

export const SUBDOMAIN_NOT_FOUND = 'Subdomain not found';

// Hosts of the site itself, never a team: RESERVED_TEAM_CODES of domain/team-code.ts. Copied, not
// imported, because that module builds a zod schema at load time and this runs on the first download.
const NOT_A_TEAM = new Set(['www', 'api', 'admin']);

type Storage = Pick<globalThis.Storage, 'getItem'>;

/**
 * The team of this page, from the first hostname label (`demo.teampot.nl`,
 * `demo.localhost` → 'demo'); on bare localhost or an IP address from the
 * stored value; `null` on the main domain.
 */
export function resolveTeamCode(
  hostname: string,
  config: Pick<AppConfig, 'appDomain'>,
  storage: Storage | null = safeLocalStorage(),
): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || isIpAddress(host)) return storedTeamCode(storage);

  const appDomain = config.appDomain
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
  let subdomain: string;
  if (appDomain && (host === appDomain || host.endsWith(`.${appDomain}`))) {
    subdomain = host.slice(0, -appDomain.length).replace(/\.$/, '');
  } else if (host.endsWith('.localhost')) {
    subdomain = host.slice(0, -'.localhost'.length);
  } else {
    // Unknown host (a proxy, a preview deploy): `team.example.org` has a
    // subdomain, `example.org` has not.
    const labels = host.split('.');
    subdomain = labels.length > 2 ? labels.slice(0, -2).join('.') : '';
  }
  const first = subdomain.split('.')[0] ?? '';
  return first && !NOT_A_TEAM.has(first) ? first : null;
}

/** For team-app code that cannot work without a team (spec §8: 'Subdomain not found'). */
export function requireTeamCode(teamCode: string | null): string {
  if (!teamCode) throw new Error(SUBDOMAIN_NOT_FOUND);
  return teamCode;
}

function storedTeamCode(storage: Storage | null): string | null {
  const value = storage?.getItem(TEAM_CODE_STORAGE_KEY)?.trim().toLowerCase();
  return value ? value : null;
}

function isIpAddress(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':') || host.startsWith('[');
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can throw when cookies are blocked; then there is simply no stored team.
    return null;
  }
}
