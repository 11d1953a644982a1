import { useCallback, useSyncExternalStore } from 'react';
import { readDeviceHolder, subscribeDeviceHolder, writeDeviceHolder } from '../lib/device-holder';

/**
 * The player who holds this device for the team (src/lib/device-holder.ts).
 * One hook so every page (availability, a player's own page) reads the same.
 * `[playerId or null, set]`; `set(null)` forgets the holder.
 */
export function useDeviceHolder(
  teamCode: string,
): [number | null, (playerId: number | null) => void] {
  const holder = useSyncExternalStore(
    subscribeDeviceHolder,
    () => readDeviceHolder(teamCode),
    // The server render knows no device.
    () => null,
  );
  const setHolder = useCallback(
    (playerId: number | null) => {
      writeDeviceHolder(teamCode, playerId);
      tellServer(teamCode, playerId);
    },
    [teamCode],
  );
  return [holder, setHolder];
}

/**
 * A device that receives notifications tells the server who holds it, so his
 * personal reminders reach it (issues 17 and 19). The push code loads only in a
 * browser that allowed notifications, like the subscription upkeep.
 */
function tellServer(teamCode: string, playerId: number | null): void {
  if (!('Notification' in window) || Notification.permission !== 'granted') return;
  void import('../pwa/push')
    .then(async (push) => {
      const subscription = await push.currentSubscription();
      if (subscription) await push.linkHolder(teamCode, subscription, playerId);
    })
    // Best effort: the next start-up's subscription upkeep links it again.
    .catch(() => undefined);
}
