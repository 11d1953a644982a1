import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import type { FineType } from '../../../domain/fines/fine-type.schema';
import { playerDisplayName } from '../../../domain/players/display-name';
import type { Player } from '../../../domain/players/player.schema';
import { useSheetHistory } from '../../shell/history-entries';
import { fineCostLabel, FineListItem } from '../../shell/FineListItem';
import { PickDialog } from './PickDialog';
import { PlayerAvatar } from './PlayerAvatar';
import { StepIntro } from './StepIntro';

/** Step 1: fines of this match, added per player from the match-related fine types. */
export function FinesStep({
  players,
  fineTypes,
  fines,
  onAdd,
  onRemove,
}: {
  players: Player[];
  fineTypes: FineType[];
  fines: { playerId: number; fineTypeId: number }[];
  onAdd: (playerId: number, fineTypeId: number) => void;
  onRemove: (playerId: number, fineTypeId: number) => void;
}) {
  // The sheet is a history entry (back closes it); which of its two lists shows is not.
  const sheet = useSheetHistory('boete');
  const [picking, setPicking] = useState<'player' | number>('player');
  const playerById = new Map(players.map((p) => [p.id, p]));
  const typeById = new Map(fineTypes.map((t) => [t.id, t]));
  const chosen = sheet.open && typeof picking === 'number' ? playerById.get(picking) : undefined;

  return (
    <Stack spacing={1.5}>
      <StepIntro
        text="Boetes van deze wedstrijd."
        summary={`${fines.length} ${fines.length === 1 ? 'boete' : 'boetes'}`}
      />
      {fines.length > 0 && (
        <Card>
          <List disablePadding aria-label="Boetes">
            {fines.map(({ playerId, fineTypeId }) => {
              const player = playerById.get(playerId);
              const type = typeById.get(fineTypeId);
              if (!player || !type) return null;
              return (
                <FineListItem
                  key={`${playerId}-${fineTypeId}`}
                  player={player}
                  type={type}
                  paid={false}
                  saved={false}
                  onTogglePaid={() => undefined}
                  action={
                    <IconButton
                      edge="end"
                      aria-label={`Boete ${type.description} van ${playerDisplayName(player)} verwijderen`}
                      onClick={() => onRemove(playerId, fineTypeId)}
                    >
                      <DeleteOutlineRounded />
                    </IconButton>
                  }
                />
              );
            })}
          </List>
        </Card>
      )}
      {fines.length === 0 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>
          Nog geen boetes.
        </Typography>
      )}
      <Button
        variant="outlined"
        size="large"
        startIcon={<AddRounded />}
        onClick={() => {
          setPicking('player');
          sheet.show();
        }}
      >
        Boete toevoegen
      </Button>

      <PickDialog
        open={sheet.open && picking === 'player'}
        title="Wie krijgt een boete?"
        emptyText="Geen spelers"
        options={players.map((p) => ({
          id: p.id,
          primary: playerDisplayName(p),
          leading: <PlayerAvatar player={p} />,
        }))}
        onPick={(playerId) => setPicking(playerId)}
        onClose={sheet.hide}
      />
      <PickDialog
        open={chosen !== undefined}
        title={chosen ? `Boete voor ${playerDisplayName(chosen)}` : ''}
        emptyText="Er zijn geen boetes voor wedstrijden. Maak ze aan bij Boetes › Types."
        options={fineTypes.map((type) => ({
          id: type.id,
          primary: type.description,
          secondary: fineCostLabel(type),
          ...(fines.some((f) => f.playerId === chosen?.id && f.fineTypeId === type.id)
            ? { disabledReason: `${fineCostLabel(type)} · al gegeven` }
            : {}),
        }))}
        onPick={(fineTypeId) => {
          if (chosen) onAdd(chosen.id, fineTypeId);
          sheet.hide();
        }}
        onBack={() => setPicking('player')}
        onClose={sheet.hide}
      />
    </Stack>
  );
}
