import { Link } from 'react-router-dom';
import type { PlayerName } from '../../../domain/players/display-name';
import { playerDisplayName } from '../../../domain/players/display-name';
import { teamPaths } from '../../lib/paths';

// A plain style object: every name in the standings is a link, and an inline style
// costs no Emotion rule per row. The underline is faint so tables stay calm.
const linkStyle = {
  color: 'inherit',
  textDecorationLine: 'underline',
  textDecorationColor: 'rgba(127, 127, 127, 0.45)',
  textUnderlineOffset: '0.2em',
} as const;

/** A player's name in the dashboard's tables and lists, linking to his page. */
export function PlayerLink({ player }: { player: PlayerName & { id: number } }) {
  return (
    <Link to={teamPaths.player.href(player.id)} style={linkStyle}>
      {playerDisplayName(player)}
    </Link>
  );
}
