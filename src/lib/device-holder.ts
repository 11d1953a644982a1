/**
 * "Wie ben jij?" (issue 17): the player who holds this device, per team,
 * remembered in localStorage. Teampot has no player accounts; this is a
 * convenience, not an identity — anyone with the pin may answer for anyone.
 * The stored value only, so the push code reads it without the hook
 * (src/shell/use-device-holder.ts), which loads the push code.
 */

const storageKey = (teamCode: string) => `teampot.deviceHolder.${teamCode}`;
const CHANGED = 'teampot:device-holder';

/** The holder of this device for the team, or null. */
export function readDeviceHolder(teamCode: string): number | null {
  if (typeof localStorage === 'undefined') return null;
  const value = Number(localStorage.getItem(storageKey(teamCode)));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** Remembers the holder (null forgets him) and tells this tab's readers. */
export function writeDeviceHolder(teamCode: string, playerId: number | null): void {
  if (playerId === null) localStorage.removeItem(storageKey(teamCode));
  else localStorage.setItem(storageKey(teamCode), String(playerId));
  window.dispatchEvent(new Event(CHANGED));
}

export function subscribeDeviceHolder(onChange: () => void): () => void {
  // `storage` covers other tabs; our own event covers this one.
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}
