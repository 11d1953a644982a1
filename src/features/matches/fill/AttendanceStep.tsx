import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import DoNotDisturbOnOutlined from '@mui/icons-material/DoNotDisturbOnOutlined';
import {
  AVAILABILITY_LABELS,
  type Availability,
} from '../../../../domain/availability/availability.schema';
import { playerDisplayName } from '../../../../domain/players';
import type { Player } from '../../../../domain/players/player.schema';
import { PlayerAvatar } from './PlayerAvatar';
import { StepIntro } from './StepIntro';

/** "Zei: Nee · blessure" */
function saidText(answer: Availability): string {
  const said = `Zei: ${answer.status ? AVAILABILITY_LABELS[answer.status] : ''}`;
  return answer.note ? `${said} · ${answer.note}` : said;
}

/** Step 0: everyone of the season, present by default; a tap marks a player absent (or back). */
export function AttendanceStep({
  players,
  absent,
  answers,
  onToggle,
}: {
  players: Player[];
  absent: number[];
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
            return (
              <ListItem disablePadding key={player.id} divider={index < players.length - 1}>
                <ListItemButton
                  onClick={() => onToggle(player.id)}
                  role="switch"
                  aria-checked={!isAbsent}
                  sx={{ borderRadius: 0, minHeight: 60, gap: 1.5 }}
                >
                  <PlayerAvatar player={player} muted={isAbsent} />
                  <ListItemText
                    primary={playerDisplayName(player)}
                    secondary={answer?.status ? saidText(answer) : undefined}
                    slotProps={{
                      secondary: { noWrap: true },
                      primary: {
                        noWrap: true,
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
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
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
    </Stack>
  );
}
