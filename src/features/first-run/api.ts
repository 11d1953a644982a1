import useSWR from 'swr';
import type { FirstRun } from '../../../domain/first-run/first-run.schema';
import { apiFetch } from '../../lib/api-client';
import { teamKey } from '../../lib/swr';

export const firstRunKey = (teamCode: string) => teamKey(teamCode, '/first-run');

/**
 * The team's first steps, for a logged-in user (`ask`). Asked without the error policy: a
 * user who is no admin of this team gets 403, which only means there is no checklist to show.
 */
export function useFirstRun(teamCode: string, ask: boolean) {
  return useSWR<FirstRun>(ask ? firstRunKey(teamCode) : null, (key: string) =>
    apiFetch<FirstRun>(key, { skipErrorPolicy: true }),
  );
}

const sharedKey = (teamCode: string) => `teampot:first-run-shared:${teamCode}`;

/** The admin tapped the checklist's share button on this device: the one step not in the data. */
export function readSharedMark(teamCode: string): boolean {
  try {
    return localStorage.getItem(sharedKey(teamCode)) !== null;
  } catch {
    return false;
  }
}

export function writeSharedMark(teamCode: string): void {
  try {
    localStorage.setItem(sharedKey(teamCode), new Date().toISOString());
  } catch {
    // Private mode without storage: the step ticks once a member answers or subscribes.
  }
}
