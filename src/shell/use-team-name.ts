import useSWR from 'swr';
import { teamKey } from '../lib/swr';

/** The team's name (public `GET /team`); null until it is known. */
export function useTeamName(teamCode: string): string | null {
  const { data } = useSWR<{ name?: string }>(teamKey(teamCode, '/team'), {
    revalidateOnFocus: false,
  });
  return data?.name ?? null;
}
