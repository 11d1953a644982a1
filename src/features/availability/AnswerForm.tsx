import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Link from '@mui/material/Link';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type Availability } from '../../../domain/availability/availability.schema';
import {
  AVAILABILITY_LABELS,
  AVAILABILITY_STATUSES,
  type AvailabilityStatus,
} from '../../../domain/availability/availability';
import { playerDisplayName } from '../../../domain/players/display-name';
import { useNotice } from '../../lib/notices';
import { teamPaths } from '../../lib/paths';
import { useDeviceHolder } from '../../shell/use-device-holder';
import { useDialogHistory } from '../../shell/history-entries';
import { useAnswer } from './api';

/**
 * A member's answers to who's coming: the device holder's own first ("Wie ben
 * jij?"), then one tap per teammate (AvailabilityPanel loads it for members).
 */
export default function AnswerForm({
  teamCode,
  matchId,
  answers,
}: {
  teamCode: string;
  matchId: number;
  answers: Availability[];
}) {
  const notice = useNotice();
  const answer = useAnswer(teamCode, matchId);
  const [holder, setHolder] = useDeviceHolder(teamCode);
  const [choosing, setChoosing] = useState(false);
  useDialogHistory(choosing, () => setChoosing(false));
  const own = answers.find((a) => a.player.id === holder) ?? null;
  const others = answers.filter((a) => a !== own);

  const save = async (playerId: number, status: AvailabilityStatus | null, note: string | null) => {
    try {
      await answer(playerId, { status, note });
    } catch (error) {
      notice.failed(error);
    }
  };

  return (
    <Stack spacing={1.5}>
      {own ? (
        <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            {/* One's own name leads to one's own page: the fines and the pay button (issue 32). */}
            <Link
              component={RouterLink}
              to={teamPaths.player.href(own.player.id)}
              sx={{ fontWeight: 700 }}
            >
              Jij: {playerDisplayName(own.player)}
            </Link>
            <Button size="small" onClick={() => setChoosing(true)}>
              Wijzig
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Ben je erbij?
          </Typography>
          <StatusButtons
            name={playerDisplayName(own.player)}
            status={own.status}
            size="large"
            onChange={(status) => void save(own.player.id, status, own.note)}
          />
          <NoteField
            key={`${own.player.id}:${own.note ?? ''}`}
            note={own.note}
            onSave={(note) => void save(own.player.id, own.status, note)}
          />
        </Box>
      ) : (
        <Button variant="outlined" onClick={() => setChoosing(true)}>
          Wie ben jij?
        </Button>
      )}
      <List disablePadding aria-label="Aanmeldingen per speler">
        {others.map((a) => (
          <Stack
            key={a.player.id}
            component="li"
            direction="row"
            sx={{ alignItems: 'center', gap: 1, py: 0.75, borderBottom: 1, borderColor: 'divider' }}
          >
            <ListItemText
              primary={playerDisplayName(a.player)}
              secondary={a.note}
              slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
              sx={{ minWidth: 0, flex: 1, my: 0 }}
            />
            <StatusButtons
              name={playerDisplayName(a.player)}
              status={a.status}
              size="small"
              onChange={(status) => void save(a.player.id, status, a.note)}
            />
          </Stack>
        ))}
      </List>
      <Dialog open={choosing} onClose={() => setChoosing(false)} fullWidth maxWidth="xs">
        <DialogTitle>Wie ben jij?</DialogTitle>
        <List sx={{ pt: 0 }}>
          {answers.map((a) => (
            <ListItemButton
              key={a.player.id}
              selected={a.player.id === holder}
              onClick={() => {
                setHolder(a.player.id);
                setChoosing(false);
              }}
            >
              <ListItemText primary={playerDisplayName(a.player)} />
            </ListItemButton>
          ))}
          {holder !== null && (
            <ListItemButton
              onClick={() => {
                setHolder(null);
                setChoosing(false);
              }}
            >
              <ListItemText primary="Niemand (gedeeld toestel)" />
            </ListItemButton>
          )}
        </List>
      </Dialog>
    </Stack>
  );
}

function StatusButtons({
  name,
  status,
  size,
  onChange,
}: {
  name: string;
  status: AvailabilityStatus | null;
  size: 'small' | 'large';
  onChange: (status: AvailabilityStatus | null) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size={size}
      value={status}
      // Tapping the chosen answer again takes it back.
      onChange={(_, value: AvailabilityStatus | null) => onChange(value)}
      aria-label={`Antwoord van ${name}`}
      fullWidth={size === 'large'}
      sx={{ flexShrink: 0 }}
    >
      {AVAILABILITY_STATUSES.map((value) => (
        <ToggleButton
          key={value}
          value={value}
          color={value === 'Yes' ? 'success' : value === 'No' ? 'error' : 'warning'}
          sx={size === 'small' ? { px: 1, minWidth: 44 } : undefined}
        >
          {size === 'small' && value === 'Maybe' ? '?' : AVAILABILITY_LABELS[value]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

function NoteField({
  note,
  onSave,
}: {
  note: string | null;
  onSave: (note: string | null) => void;
}) {
  const [value, setValue] = useState(note ?? '');
  return (
    <TextField
      label="Opmerking (optioneel)"
      placeholder="blessure, vakantie…"
      size="small"
      fullWidth
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => {
        if (value.trim() !== (note ?? '')) onSave(value.trim() || null);
      }}
      slotProps={{ htmlInput: { maxLength: 60, enterKeyHint: 'done' } }}
      sx={{ mt: 1.5 }}
    />
  );
}
