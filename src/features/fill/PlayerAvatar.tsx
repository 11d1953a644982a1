import Avatar from '@mui/material/Avatar';
import type { Player } from '../../../domain/players/player.schema';

/** Initials in a circle: green for someone taking part, grey for someone who is not. */
export function PlayerAvatar({ player, muted = false }: { player: Player; muted?: boolean }) {
  return (
    <Avatar
      aria-hidden
      sx={{
        width: 40,
        height: 40,
        fontSize: '0.95rem',
        fontWeight: 700,
        bgcolor: muted ? 'action.disabledBackground' : 'primary.light',
        color: muted ? 'text.secondary' : 'primary.contrastText',
        transition: 'background-color 150ms',
      }}
    >
      {`${player.firstName.charAt(0)}${player.lastName.charAt(0)}`.toUpperCase()}
    </Avatar>
  );
}
