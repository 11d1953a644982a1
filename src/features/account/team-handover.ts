import type { MouseEvent } from 'react';
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

/**
 * The props of a link to a team's app: its address (to copy or open elsewhere), and a
 * click that goes there logged in too, the team's host getting the login handed over.
 */
export function useTeamLink(): (teamCode: string) => {
  href: string;
  onClick: (event: MouseEvent) => void;
} {
  const { teamAppUrl } = useConfig();
  const openTeam = useOpenTeam();
  return (teamCode) => ({
    href: teamAppHref(teamAppUrl, teamCode),
    onClick: (event) => {
      event.preventDefault();
      void openTeam(teamCode);
    },
  });
}
