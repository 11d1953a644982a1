import useSWR from 'swr';
import type { LoginInput, LoginResult, User } from '../../../domain/account/account.schema';
import type { DeletedTeam, Team, TeamCreateInput } from '../../../domain/teams/team.schema';
import type { TeamFromArchiveInput } from '../../../domain/archive/archive.schema';
import { apiFetch } from '../../lib/api-client';
import { apiKey } from '../../lib/swr';

/**
 * The account calls of spec §7 (/api/auth, /api/user/team). The login steps
 * skip the transport error policy: a 401 there is an answer, not an expired session.
 */
const auth = <T>(path: string, body: unknown) =>
  apiFetch<T>(`/api/auth/${path}`, { method: 'POST', body, skipErrorPolicy: true });

export const accountApi = {
  login: (input: LoginInput) => auth<LoginResult>('login', input),
  register: (input: { email: string; password: string; next?: string }) =>
    auth<User>('register', input),
  /** Leaves no session behind on the server; its failure changes nothing for the user. */
  logout: () => auth('logout', {}).catch(() => undefined),
  resendEmailVerification: (email: string, next?: string) =>
    auth('resendEmailVerification', next ? { email, next } : { email }),
  confirmEmail: (token: string) => auth('confirmEmail', { token }),
  forgotPassword: (email: string, next?: string | null) =>
    auth('forgotPassword', next ? { email, next } : { email }),
  resetPassword: (token: string, password: string) => auth('resetPassword', { token, password }),
  getResetPasswordEmail: (token: string) =>
    auth<{ email: string }>('getResetPasswordEmail', { token }),
  handover: () => auth<{ token: string }>('handover', {}),
  exchangeHandover: (token: string) => auth<LoginResult>('handover/exchange', { token }),
};

export const userTeamsKey = apiKey('/api/user/team');

export function useUserTeams() {
  return useSWR<Team[]>(userTeamsKey);
}

export const deletedTeamsKey = apiKey('/api/user/team/deleted');

/** The user's deleted teams that can still be restored (issue 30). */
export function useDeletedTeams() {
  return useSWR<DeletedTeam[]>(deletedTeamsKey);
}

export function restoreTeam(id: number): Promise<Team> {
  return apiFetch<Team>(`/api/user/team/${id}/restore`, { method: 'POST', body: {} });
}

export function createTeam(input: TeamCreateInput): Promise<Team> {
  return apiFetch<Team>(userTeamsKey, { method: 'POST', body: input });
}

/** A new team filled from a team archive (issue 30); the archive is the ZIP in base64. */
export function createTeamFromArchive(input: TeamFromArchiveInput): Promise<Team> {
  return apiFetch<Team>('/api/user/team/from-archive', { method: 'POST', body: input });
}

/** Deletes the logged-in account; a wrong password (403) is an answer here, not an expired session. */
export function deleteAccount(password: string): Promise<unknown> {
  return apiFetch('/api/auth/account', {
    method: 'DELETE',
    body: { password },
    skipErrorPolicy: true,
  });
}

/** Where the account's own data downloads (`GET /api/auth/account/data`). */
export const accountDataPath = '/api/auth/account/data';
