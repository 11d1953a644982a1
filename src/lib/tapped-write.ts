import { useMemo } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';
import { apiFetch } from './api-client';
import { writesInTurn } from './in-turn';

/**
 * A tap's write to something a loaded answer shows (`key`, a list): the answer shows `shown` at
 * once, so a phone on a slow connection does not seem to ignore the tap, and goes back when
 * the write fails. The writes to one address (the record's) reach the server in turn: two under
 * way at once (a tap undone at once) may be applied in the other order, and the last tap would
 * be lost. The caller revalidates what the write changed.
 */
export async function writeShownAtOnce<T>(
  mutate: ScopedMutator,
  {
    key,
    shown,
    address,
    write,
  }: {
    key: string;
    shown: (data: T | undefined) => T | undefined;
    address: string;
    write: () => Promise<unknown>;
  },
): Promise<void> {
  await mutate<T>(
    key,
    async () => {
      await writesInTurn(address, write);
      return undefined;
    },
    {
      // On what is shown: another row's write still under way stays shown too.
      optimisticData: (committed, displayed) => shown(displayed ?? committed) as T,
      populateCache: false,
      rollbackOnError: true,
      revalidate: false,
    },
  );
}

/**
 * Settings that a card saves whole on every change (a select, a switch), with a `PUT` of the
 * answer it read (`key`). The change shows at once and goes back when the save fails. The saves
 * of one key reach the server in turn, each holding the changes shown before it: two quick
 * changes (a switch turned on and off again, a second select while the first is saving) end
 * as the last one left them, not as the first save to arrive did.
 */
export function useSaveOnChange<T extends object>(key: string) {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => (next: T) =>
      mutate<T>(
        key,
        writesInTurn(key, () => apiFetch<T>(key, { method: 'PUT', body: next })),
        {
          optimisticData: next,
          rollbackOnError: true,
          revalidate: false,
        },
      ),
    [key, mutate],
  );
}
