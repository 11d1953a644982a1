import useSWR from 'swr';
import type { AdminTeam, AdminUser } from '../../../domain/admin/admin.schema';
import type { LoginInput, LoginResult } from '../../../domain/account/account.schema';
import { apiFetch } from '../../lib/api-client';
import { apiKey } from '../../lib/swr';

/** The admin area's login: the ordinary e-mail login; a 401 here is an answer, not an expired session. */
export function adminLogin(input: LoginInput): Promise<LoginResult> {
  return apiFetch<LoginResult>('/api/auth/login', {
    method: 'POST',
    body: input,
    skipErrorPolicy: true,
  });
}

export function useAdminTeams() {
  return useSWR<AdminTeam[]>(apiKey('/api/admin/teams'));
}

export function useAdminUsers() {
  return useSWR<AdminUser[]>(apiKey('/api/admin/users'));
}
