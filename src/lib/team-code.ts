import { teamCodeFromHost } from '../../domain/team-host';
import type { AppConfig } from './config';

/** localStorage key holding the team code on bare localhost (spec §1). */
export const TEAM_CODE_STORAGE_KEY = 'teamCode';

export const SUBDOMAIN_NOT_FOUND = 'Subdomain not found';

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
  const team = teamCodeFromHost(hostname, config.appDomain);
  return team === 'local' ? storedTeamCode(storage) : team;
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

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can throw when cookies are blocked; then there is simply no stored team.
    return null;
  }
}
