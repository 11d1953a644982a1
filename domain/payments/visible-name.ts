import type { PlayerName } from '../players/display-name.js';
import type { ShowNames } from './money-settings.schema.js';

/**
 * How a visitor sees a player's name (AVG): in full, the nickname (initials for
 * a player without one, never the real name), or the initials only. Initials keep
 * the case of Dutch name particles: 'Jan van Dijk' → 'J.v.D.'.
 */
export function visibleName(player: PlayerName, mode: ShowNames): string {
  const nickName = player.nickName?.trim();
  if (mode === 'full')
    return nickName || `${player.firstName.trim()} ${player.lastName.trim()}`.trim();
  if (mode === 'nickname' && nickName) return nickName;
  return initials(player);
}

function initials({ firstName, lastName }: PlayerName): string {
  const words = `${firstName} ${lastName}`.split(/\s+/).filter(Boolean);
  return words.map((word) => `${Array.from(word)[0]}.`).join('');
}
