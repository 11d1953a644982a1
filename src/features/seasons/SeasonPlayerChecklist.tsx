import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { playerDisplayName } from '../../../domain/players/display-name';
import type { Player } from '../../../domain/players/player.schema';

/**
 * Who plays in a season: one big tappable row per player (thumb-sized), a
 * count, and one button to tick everyone or no one.
 */
export function SeasonPlayerChecklist({
  players,
  value,
  onChange,
  error,
}: {
  players: Player[];
  value: number[];
  onChange: (playerIds: number[]) => void;
  error?: string | undefined;
}) {
  const chosen = new Set(value);
  const allChosen = players.length > 0 && players.every((p) => chosen.has(p.id));
  const toggle = (playerId: number) =>
    onChange(chosen.has(playerId) ? value.filter((id) => id !== playerId) : [...value, playerId]);

  if (players.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        Er zijn nog geen spelers. Voeg ze toe bij Spelers; ze kunnen later aan het seizoen worden
        toegevoegd.
      </Typography>
    );
  }
  return (
    <Box>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}
      >
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {chosen.size} van {players.length} gekozen
        </Typography>
        <Button size="small" onClick={() => onChange(allChosen ? [] : players.map((p) => p.id))}>
          {allChosen ? 'Niemand' : 'Iedereen'}
        </Button>
      </Stack>
      {error && (
        <FormHelperText error sx={{ mx: 0, mb: 1 }}>
          {error}
        </FormHelperText>
      )}
      <List disablePadding aria-label="Spelers van het seizoen">
        {players.map((player) => {
          const labelId = `season-player-${player.id}`;
          return (
            <ListItem key={player.id} disablePadding>
              {/* The row is the checkbox's label: a tap anywhere toggles it, one control per row. */}
              <Box
                component="label"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  width: '100%',
                  minHeight: 48,
                  px: 2,
                  py: 0.5,
                  cursor: 'pointer',
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                <ListItemIcon sx={{ minWidth: 44 }}>
                  <Checkbox
                    edge="start"
                    checked={chosen.has(player.id)}
                    onChange={() => toggle(player.id)}
                    slotProps={{ input: { 'aria-labelledby': labelId } }}
                  />
                </ListItemIcon>
                <ListItemText
                  id={labelId}
                  primary={playerDisplayName(player)}
                  secondary={player.active ? null : 'Inactief'}
                  slotProps={{ primary: { sx: { fontWeight: 500 } } }}
                />
              </Box>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
