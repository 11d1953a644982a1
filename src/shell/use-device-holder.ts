import { useCallback, useSyncExternalStore } from 'react';

/**
 * "Wie ben jij?" (issue 17): the player who holds this device, per team,
 * remembered in localStorage. Teampot has no player accounts; this is a
 * convenience, not an identity — anyone with the pin may answer for anyone.
 * One module so every page (availability, a player's own page) reads the same.
 */

const storageKey = (teamCode: string) => `teampot.deviceHolder.${teamCode}`;
const CHANGED = 'teampot:device-holder';

/** The holder of this device for the team, or null. */
export function readDeviceHolder(teamCode: string): number | null {
  if (typeof localStorage === 'undefined') return null;
  const value = Number(localStorage.getItem(storageKey(teamCode)));
  return Number.isInteger(value) && value > 0 ? value : null;
}

function subscribe(onChange: () => void): () => void {
  // `storage` covers other tabs; our own event covers this one.
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** `[playerId or null, set]`; `set(null)` forgets the holder. */
export function useDeviceHolder(
  teamCode: string,
): [number | null, (playerId: number | null) => void] {
  const holder = useSyncExternalStore(
    subscribe,
    () => readDeviceHolder(teamCode),
    // The server render knows no device.
    () => null,
  );
  const setHolder = useCallback(
    (playerId: number | null) => {
      if (playerId === null) localStorage.removeItem(storageKey(teamCode));
      else localStorage.setItem(storageKey(teamCode), String(playerId));
      window.dispatchEvent(new Event(CHANGED));
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
