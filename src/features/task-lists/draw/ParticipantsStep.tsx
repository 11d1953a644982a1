import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPercentage } from '../../../../domain/money';
import { playerDisplayName } from '../../../../domain/players/display-name';
import type { Player } from '../../../../domain/players/player.schema';
import { MissingPlayersOffer } from '../../../shell/MissingPlayersOffer';
import { CheckRow } from '../../../shell/CheckRow';

/**
 * Step 1: everyone who can be drawn, ticked by default; untick who is left out.
 * Each chance is the server's (`drawChance`), so it is exactly the odds of the draw.
 */
export function ParticipantsStep({
  seasonId,
  players,
  ignored,
  chances,
  saidNo,
  error,
  onToggle,
}: {
  /** The current season: a team player missing from it can be added here. */
  seasonId: number;
  players: Player[];
  ignored: number[];
  chances: Map<number, number>;
  /** Who said Nee for the match: left out by default, and the chance says why. */
  saidNo: number[];
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
              <CheckRow key={player.id} minHeight={60} gap={1} divider={index < players.length - 1}>
                <Checkbox
                  edge="start"
                  checked={takesPart}
                  onChange={() => onToggle(player.id)}
                  slotProps={{ input: { 'aria-label': `${name} doet mee` } }}
                />
                <ListItemText
                  primary={name}
                  secondary={saidNo.includes(player.id) ? 'Zei nee voor de wedstrijd' : undefined}
                  slotProps={{
                    primary: {
                      noWrap: true,
                      sx: {
                        fontWeight: 600,
                        color: takesPart ? 'text.primary' : 'text.secondary',
                      },
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
                  {takesPart && chance !== undefined
                    ? formatPercentage(chance * 100)
                    : saidNo.includes(player.id)
                      ? 'Nee'
                      : '–'}
                </Typography>
              </CheckRow>
            );
          })}
        </List>
      </Card>
      <MissingPlayersOffer seasonId={seasonId} />
    </Stack>
  );
}
