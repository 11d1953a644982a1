import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CasinoRounded from '@mui/icons-material/CasinoRounded';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import { playerDisplayName } from '../../../domain/players/display-name';
import type { Player } from '../../../domain/players/player.schema';
import type { TaskList } from '../../../domain/task-lists/task-list.schema';
import { useSheetHistory } from '../../shell/history-entries';
import { PickDialog } from './PickDialog';
import { PlayerAvatar } from './PlayerAvatar';
import { StepIntro } from './StepIntro';

/** Step 3: per task list, who does it this time: picked by hand or by lottery among the present players. */
export function TasksStep({
  players,
  absent,
  taskLists,
  tasks,
  onAdd,
  onRemove,
  onLottery,
}: {
  players: Player[];
  absent: number[];
  taskLists: TaskList[];
  tasks: { playerId: number; taskListId: number }[];
  onAdd: (playerId: number, taskListId: number) => void;
  onRemove: (playerId: number, taskListId: number) => void;
  /** Draws one present player who is not on the list's task yet. */
  onLottery: (taskList: TaskList) => Promise<void>;
}) {
  // The sheet is a history entry (back closes it); the list it picks for is not.
  const sheet = useSheetHistory('taak');
  const [pickingFor, setPickingFor] = useState<TaskList | null>(null);
  const [drawing, setDrawing] = useState<number | null>(null);
  const playerById = new Map(players.map((p) => [p.id, p]));

  if (taskLists.length === 0) {
    return (
      <Card>
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
          Er zijn geen actieve taaklijsten voor dit seizoen.
        </Typography>
      </Card>
    );
  }

  const lottery = async (taskList: TaskList) => {
    setDrawing(taskList.id);
    try {
      await onLottery(taskList);
    } finally {
      setDrawing(null);
    }
  };

  return (
    <Stack spacing={1.5}>
      <StepIntro
        text="Wie doet welke taak?"
        summary={`${tasks.length} ${tasks.length === 1 ? 'taak' : 'taken'}`}
      />
      {taskLists.map((taskList) => {
        const assigned = tasks.filter((t) => t.taskListId === taskList.id);
        return (
          <Card key={taskList.id} component="section" aria-label={taskList.name}>
            <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                {taskList.name}
              </Typography>
              <Stack
                direction="row"
                useFlexGap
                sx={{ flexWrap: 'wrap', gap: 1, mb: assigned.length > 0 ? 1.5 : 0 }}
              >
                {assigned.map(({ playerId }) => {
                  const player = playerById.get(playerId);
                  if (!player) return null;
                  return (
                    <Chip
                      key={playerId}
                      label={playerDisplayName(player)}
                      color="primary"
                      onDelete={() => onRemove(playerId, taskList.id)}
                      sx={{ height: 36, fontSize: '0.9rem', borderRadius: 18 }}
                    />
                  );
                })}
              </Stack>
              <Stack direction="row" spacing={1}>
                <Button
                  variant="outlined"
                  startIcon={<PersonAddAlt1Rounded />}
                  onClick={() => {
                    setPickingFor(taskList);
                    sheet.show();
                  }}
                  sx={{ flex: 1, minHeight: 44 }}
                >
                  Kies speler
                </Button>
                <Button
                  variant="contained"
                  color="secondary"
                  startIcon={<CasinoRounded />}
                  onClick={() => void lottery(taskList)}
                  disabled={drawing !== null}
                  sx={{ flex: 1, minHeight: 44 }}
                >
                  {drawing === taskList.id ? 'Loten…' : 'Loten'}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        );
      })}

      <PickDialog
        open={sheet.open && pickingFor !== null}
        title={pickingFor ? `Wie doet ${pickingFor.name}?` : ''}
        emptyText="Geen spelers"
        options={players.map((p) => ({
          id: p.id,
          primary: playerDisplayName(p),
          ...(absent.includes(p.id) ? { secondary: 'Afwezig' } : {}),
          ...(tasks.some((t) => t.playerId === p.id && t.taskListId === pickingFor?.id)
            ? { disabledReason: 'Doet deze taak al' }
            : {}),
          leading: <PlayerAvatar player={p} muted={absent.includes(p.id)} />,
        }))}
        onPick={(playerId) => {
          if (pickingFor) onAdd(playerId, pickingFor.id);
          sheet.hide();
        }}
        onClose={sheet.hide}
      />
    </Stack>
  );
}
