import useSWR, { useSWRConfig } from 'swr';
import type { Invitation, TeamAdmin } from '../../../domain/co-admins/co-admin.schema';
import { apiFetch } from '../../lib/api-client';
import { apiKey, teamKey } from '../../lib/swr';

const adminsKey = (teamCode: string) => teamKey(teamCode, '/admins');

export function useTeamAdmins(teamCode: string) {
  return useSWR<TeamAdmin[]>(adminsKey(teamCode));
}

export function useCoAdminWrites(teamCode: string) {
  const { mutate } = useSWRConfig();
  return {
    invite: (email: string) =>
      apiFetch<{ email: string; expiresAt: string }>(teamKey(teamCode, '/admins/invite'), {
        method: 'POST',
        body: { email },
      }),
    remove: async (email: string) => {
      await apiFetch(teamKey(teamCode, '/admins/remove'), { method: 'POST', body: { email } });
      await mutate(adminsKey(teamCode));
    },
  };
}

/** The invitation behind a link; its errors are the page's to show, not the global policy's. */
export function fetchInvitation(token: string) {
  return apiFetch<Invitation>(apiKey('/api/invitation', { token }), { skipErrorPolicy: true });
}

export function acceptInvitation(token: string) {
  return apiFetch<{ teamCode: string }>('/api/invitation/accept', {
    method: 'POST',
    body: { token },
  });
}
