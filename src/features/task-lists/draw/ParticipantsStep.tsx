import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPercentage } from '../../../../domain/attendance';
import { playerDisplayName } from '../../../../domain/players';
import type { Player } from '../../../../domain/players/player.schema';

/**
 * Step 1: everyone who can be drawn, ticked by default; untick who is left out.
 * Each chance is the server's (`drawChance`), so it is exactly the odds of the draw.
 */
export function ParticipantsStep({
  players,
  ignored,
  chances,
  error,
  onToggle,
}: {
  players: Player[];
  ignored: number[];
  chances: Map<number, number>;
  error: string | undefined;
  onToggle: (playerId: number) => void;
}) {
  const taking = players.length - ignored.length;
  return (
    <Stack spacing={1.5}>
      <Stack
        direction="row"
        sx={{ px: 0.5, justifyContent: 'space-between', alignItems: 'baseline' }}
      >
        <Typography variant="body2" color="text.secondary">
          Wie doet er mee? De kans staat erbij.
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 650 }}>
          {taking} van {players.length}
        </Typography>
      </Stack>
      {error && (
        <Typography role="alert" color="error" variant="body2" sx={{ px: 0.5 }}>
          {error}
        </Typography>
      )}
      <Card>
        <List disablePadding aria-label="Deelnemers">
          {players.map((player, index) => {
            const takesPart = !ignored.includes(player.id);
            const chance = chances.get(player.id);
            const name = playerDisplayName(player);
            return (
              <ListItemButton
                key={player.id}
                onClick={() => onToggle(player.id)}
                divider={index < players.length - 1}
                sx={{ borderRadius: 0, minHeight: 60, gap: 1 }}
              >
                <Checkbox
                  edge="start"
                  checked={takesPart}
                  tabIndex={-1}
                  disableRipple
                  slotProps={{ input: { 'aria-label': `${name} doet mee` } }}
                />
                <ListItemText
                  primary={name}
                  slotProps={{
                    primary: {
                      noWrap: true,
                      sx: { fontWeight: 600, color: takesPart ? 'text.primary' : 'text.secondary' },
                    },
                  }}
                />
                <Typography
                  sx={{
                    fontWeight: 700,
                    fontVariantNumeric: 'tabular-nums',
                    color: takesPart ? 'secondary.dark' : 'text.disabled',
                  }}
                >
                  {takesPart && chance !== undefined ? formatPercentage(chance * 100) : '–'}
                </Typography>
              </ListItemButton>
            );
          })}
        </List>
      </Card>
    </Stack>
  );
}
