import { useConfig } from '../../lib/app-context';
import { teamAppHref, teamPaths } from '../../lib/paths';
import { accountApi } from './api';

/**
 * Opens a team's own address logged in as this user: the main domain asks for a
 * one-time token and the team's host exchanges it (server/modules/account/handover.routes.ts).
 * Without a token (offline, session just ended) the team's plain address opens.
 */
export function useOpenTeam(): (teamCode: string) => Promise<void> {
  const { teamAppUrl } = useConfig();
  return async (teamCode) => {
    const { token } = await accountApi.handover().catch(() => ({ token: null }));
    window.location.assign(
      teamAppHref(teamAppUrl, teamCode, token ? teamPaths.handover.href(token) : '/'),
    );
  };
}
