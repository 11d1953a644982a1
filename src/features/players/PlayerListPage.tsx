import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { playerDisplayName } from '../../../domain/players/display-name';
import type { Player } from '../../../domain/players/player.schema';
import { useRequiredTeamCode } from '../../lib/app-context';
import { teamPaths } from '../../lib/paths';
import { AddFab } from '../../shell/AddFab';
import { LoadError } from '../../shell/LoadError';
import { PageFallback } from '../../shell/PageFallback';
import { usePageTitle } from '../../shell/page-title';
import { ListCard } from '../../shell/ListCard';
import { usePlayers } from '../../resources/players';

const paths = teamPaths.input;

/** The team's players: the active ones, or everyone with the switch on. */
export default function PlayerListPage() {
  usePageTitle('Spelers');
  const teamCode = useRequiredTeamCode();
  const [showInactive, setShowInactive] = useState(false);
  const players = usePlayers(teamCode, { all: showInactive });
  const list = players.data;

  return (
    <>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 0.5, mb: 1 }}
      >
        <Typography variant="overline" color="text.secondary">
          {list ? `${list.length} ${list.length === 1 ? 'speler' : 'spelers'}` : ' '}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={showInactive}
              onChange={(event) => setShowInactive(event.target.checked)}
            />
          }
          label="Toon inactieve spelers"
          labelPlacement="start"
          slotProps={{ typography: { variant: 'body2' } }}
        />
      </Stack>
      {players.error ? (
        <LoadError what="de spelers" onRetry={() => void players.mutate()} />
      ) : !list ? (
        <PageFallback />
      ) : (
        <ListCard
          label="Spelers"
          items={list}
          empty="Geen spelers gevonden."
          row={(player, divider) => <PlayerRow key={player.id} player={player} divider={divider} />}
        />
      )}
      <AddFab to={paths.playerNew.path}>Speler</AddFab>
    </>
  );
}

function PlayerRow({ player, divider }: { player: Player; divider: boolean }) {
  const name = playerDisplayName(player);
  const fullName = `${player.firstName} ${player.lastName}`;
  return (
    <ListItem disablePadding divider={divider}>
      <ListItemButton
        component={RouterLink}
        to={paths.player.href(player.id)}
        sx={{ borderRadius: 0, py: 1 }}
      >
        <ListItemAvatar>
          <Avatar
            sx={{
              bgcolor: player.active ? 'primary.light' : 'action.disabledBackground',
              fontSize: '1rem',
            }}
          >
            {initials(player)}
          </Avatar>
        </ListItemAvatar>
        <ListItemText
          primary={name}
          secondary={name === fullName ? null : fullName}
          slotProps={{
            primary: {
              sx: { fontWeight: 600, color: player.active ? 'text.primary' : 'text.secondary' },
            },
          }}
        />
        {!player.active && <Chip size="small" label="Inactief" variant="outlined" />}
      </ListItemButton>
    </ListItem>
  );
}

function initials(player: Player): string {
  return `${player.firstName.charAt(0)}${player.lastName.charAt(0)}`.toUpperCase();
}
