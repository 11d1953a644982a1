import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { apiFetch } from './api-client';
import { inTurnPerKey } from './in-turn';

// One queue per settings address, for the whole app.
const savesInTurn = inTurnPerKey<string>();

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
        savesInTurn(key, () => apiFetch<T>(key, { method: 'PUT', body: next })),
        {
          optimisticData: next,
          rollbackOnError: true,
          revalidate: false,
        },
      ),
    [key, mutate],
  );
}
