import useSWR, { useSWRConfig } from 'swr';
import type {
  Invitation,
  PendingInvitation,
  TeamAdmin,
} from '../../../domain/co-admins/co-admin.schema';
import { apiFetch } from '../../lib/api-client';
import { apiKey, teamKey } from '../../lib/swr';

const adminsKey = (teamCode: string) => teamKey(teamCode, '/admins');
const invitationsKey = (teamCode: string) => teamKey(teamCode, '/admins/invitations');

export function useTeamAdmins(teamCode: string) {
  return useSWR<TeamAdmin[]>(adminsKey(teamCode));
}

/** Invitations sent and not yet accepted or expired (issue 32). */
export function usePendingInvitations(teamCode: string) {
  return useSWR<PendingInvitation[]>(invitationsKey(teamCode));
}

export function useCoAdminWrites(teamCode: string) {
  const { mutate } = useSWRConfig();
  return {
    invite: async (email: string) => {
      await apiFetch(teamKey(teamCode, '/admins/invite'), { method: 'POST', body: { email } });
      await mutate(invitationsKey(teamCode));
    },
    cancelInvitation: async (id: number) => {
      await apiFetch(teamKey(teamCode, `/admins/invitations/${id}`), { method: 'DELETE' });
      await mutate(invitationsKey(teamCode));
    },
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
