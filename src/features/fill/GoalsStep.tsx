import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { playerDisplayName } from '../../../domain/players/display-name';
import type { Player } from '../../../domain/players/player.schema';
import { MinusButton, PlusButton } from '../../shell/StepButtons';
import { PlayerAvatar } from './PlayerAvatar';
import { StepIntro } from './StepIntro';

/** Step 2: a goal counter per present player. */
export function GoalsStep({
  players,
  goals,
  onAdd,
  onRemove,
}: {
  /** The present players. */
  players: Player[];
  goals: Record<number, number>;
  onAdd: (playerId: number) => void;
  onRemove: (playerId: number) => void;
}) {
  const total = players.reduce((sum, p) => sum + (goals[p.id] ?? 0), 0);
  return (
    <Stack spacing={1.5}>
      <StepIntro text="Wie scoorde er?" summary={`Totaal ${total}`} />
      <Card>
        <List disablePadding aria-label="Doelpunten">
          {players.map((player, index) => {
            const count = goals[player.id] ?? 0;
            const name = playerDisplayName(player);
            return (
              <ListItem
                key={player.id}
                divider={index < players.length - 1}
                sx={{ minHeight: 64, gap: 1.5, pr: 1 }}
              >
                {/* Under 360 px the initials give their room to the name, which wraps, never cut. */}
                <Box sx={{ '@media (max-width: 359.95px)': { display: 'none' } }}>
                  <PlayerAvatar player={player} muted={count === 0} />
                </Box>
                <ListItemText
                  primary={name}
                  slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
                  sx={{ minWidth: 0 }}
                />
                <Stack direction="row" sx={{ alignItems: 'center', flexShrink: 0 }}>
                  <MinusButton
                    label={`Doelpunt eraf voor ${name}`}
                    size={48}
                    onClick={() => onRemove(player.id)}
                    disabled={count === 0}
                  />
                  <Typography
                    aria-label={`${name}: ${count} doelpunten`}
                    sx={{
                      width: 44,
                      textAlign: 'center',
                      fontSize: '1.375rem',
                      fontWeight: 700,
                      fontVariantNumeric: 'tabular-nums',
                      color: count === 0 ? 'text.disabled' : 'text.primary',
                    }}
                  >
                    {count}
                  </Typography>
                  <PlusButton
                    label={`Doelpunt erbij voor ${name}`}
                    size={48}
                    onClick={() => onAdd(player.id)}
                  />
                </Stack>
              </ListItem>
            );
          })}
        </List>
      </Card>
    </Stack>
  );
}
