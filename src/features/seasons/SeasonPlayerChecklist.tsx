import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import List from '@mui/material/List';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { playerDisplayName } from '../../../domain/players/display-name';
import type { Player } from '../../../domain/players/player.schema';
import { CheckRow } from '../../shell/CheckRow';

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
            <CheckRow key={player.id} minHeight={48}>
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
            </CheckRow>
          );
        })}
      </List>
    </Box>
  );
}
