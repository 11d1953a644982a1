import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import DoNotDisturbOnOutlined from '@mui/icons-material/DoNotDisturbOnOutlined';
import { type Availability } from '../../../domain/availability/availability.schema';
import { AVAILABILITY_LABELS } from '../../../domain/availability/availability';
import type { Card as FillCard } from '../../../domain/fill/cards';
import { playerDisplayName } from '../../../domain/players/display-name';
import type { Player } from '../../../domain/players/player.schema';
import { MissingPlayersOffer } from '../../shell/MissingPlayersOffer';
import { goalsLabel, presenceLock } from './fill-state';
import { PlayerAvatar } from './PlayerAvatar';
import { StepIntro } from './StepIntro';

/** "Zei: Nee · blessure" */
function saidText(answer: Availability): string {
  const said = `Zei: ${answer.status ? AVAILABILITY_LABELS[answer.status] : ''}`;
  return answer.note ? `${said} · ${answer.note}` : said;
}

/**
 * Step 0: everyone of the season, present by default; a tap marks a player
 * absent (or back). A scorer (or a carded player) stays present, the reason on
 * his row. Below the list: the team's players missing from the season.
 */
export function AttendanceStep({
  seasonId,
  players,
  absent,
  goals,
  cards,
  answers,
  onToggle,
}: {
  seasonId: number;
  players: Player[];
  absent: number[];
  goals: Record<number, number>;
  cards: FillCard[];
  answers: Availability[];
  onToggle: (playerId: number) => void;
}) {
  const answerOf = new Map(answers.map((a) => [a.player.id, a]));
  const absentCount = players.filter((p) => absent.includes(p.id)).length;
  return (
    <Stack spacing={1.5}>
      <StepIntro
        text="Tik aan wie er niet was"
        summary={`${players.length - absentCount} van ${players.length} aanwezig`}
      />
      <Card>
        <List disablePadding aria-label="Aanwezigheid">
          {players.map((player, index) => {
            const isAbsent = absent.includes(player.id);
            const answer = answerOf.get(player.id);
            const locked = presenceLock({ absent, goals, cards }, player.id);
            const said = answer?.status ? saidText(answer) : undefined;
            const scored = goals[player.id] ?? 0;
            return (
              <ListItem disablePadding key={player.id} divider={index < players.length - 1}>
                <ListItemButton
                  onClick={() => onToggle(player.id)}
                  role="switch"
                  aria-checked={!isAbsent}
                  disabled={locked !== null}
                  // Readable, not greyed out: the row states a fact, it is not unavailable.
                  sx={{
                    borderRadius: 0,
                    minHeight: 60,
                    gap: 1.5,
                    '&.Mui-disabled': { opacity: 1 },
                  }}
                >
                  <PlayerAvatar player={player} muted={isAbsent} />
                  <ListItemText
                    primary={playerDisplayName(player)}
                    secondary={
                      locked
                        ? [scored > 0 && goalsLabel(scored), locked, said]
                            .filter(Boolean)
                            .join(' · ')
                        : said
                    }
                    slotProps={{
                      // The reason wraps rather than being cut off: it is why the tap does nothing.
                      secondary: locked
                        ? { sx: { color: 'text.primary', fontWeight: 500 } }
                        : { noWrap: true },
                      // A long name wraps on a narrow phone instead of losing its end.
                      primary: {
                        sx: {
                          fontWeight: 600,
                          color: isAbsent ? 'text.secondary' : 'text.primary',
                        },
                      },
                    }}
                  />
                  <Stack
                    direction="row"
                    spacing={0.75}
                    sx={{
                      alignItems: 'center',
                      color: isAbsent ? 'error.main' : 'success.main',
                      flexShrink: 0,
                    }}
                  >
                    <Typography
                      variant="body2"
                      // Below 360 px the icon says it alone (the row is a switch with its
                      // state), so the name keeps its room.
                      sx={{ fontWeight: 600, '@media (max-width: 359.95px)': { display: 'none' } }}
                    >
                      {isAbsent ? 'Afwezig' : 'Aanwezig'}
                    </Typography>
                    {isAbsent ? <DoNotDisturbOnOutlined /> : <CheckCircleRounded />}
                  </Stack>
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Card>
      <MissingPlayersOffer seasonId={seasonId} />
    </Stack>
  );
}
