import dayjs from 'dayjs';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateLocalization } from '../../../shell/form/DateLocalization';
import { formatDateShort, todayIso } from '../../../../domain/dates';
import type { Match } from '../../../../domain/matches/match.schema';
import { pickedDate } from '../../../shell/form/DateField';
import type { Occasion } from '../draw-wizard-state';

/** Step 3: what the draw is for: a match of the season, or a date with a description. */
export function OccasionStep({
  occasion,
  matches,
  errors,
  onChange,
}: {
  occasion: Occasion;
  matches: Match[];
  errors: Record<string, string>;
  onChange: (occasion: Occasion) => void;
}) {
  return (
    <Card>
      <CardContent sx={{ p: 2.5, '&:last-child': { pb: 2.5 } }}>
        <Stack spacing={2.5}>
          <ToggleButtonGroup
            exclusive
            fullWidth
            color="primary"
            value={occasion.kind}
            onChange={(_event, kind: Occasion['kind'] | null) => {
              if (kind === 'match') onChange({ kind, matchId: null });
              if (kind === 'manual') onChange({ kind, date: todayIso(), description: '' });
            }}
            aria-label="Waarvoor"
          >
            <ToggleButton value="match" sx={{ minHeight: 48 }}>
              Wedstrijd
            </ToggleButton>
            <ToggleButton value="manual" sx={{ minHeight: 48 }}>
              Datum en omschrijving
            </ToggleButton>
          </ToggleButtonGroup>

          {occasion.kind === 'match' ? (
            <TextField
              select
              label="Wedstrijd"
              value={occasion.matchId === null ? '' : String(occasion.matchId)}
              onChange={(event) => onChange({ kind: 'match', matchId: Number(event.target.value) })}
              error={errors.matchId !== undefined}
              helperText={
                errors.matchId ??
                (matches.length === 0 ? 'Dit seizoen heeft nog geen wedstrijden' : undefined)
              }
            >
              {matches.map((match) => (
                <MenuItem key={match.id} value={String(match.id)}>
                  {formatDateShort(match.date)} {match.date.slice(0, 4)} · {match.opponent}
                  {match.cancelled ? ' (afgelast)' : ''}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <>
              <DateLocalization>
                <DatePicker
                  label="Datum"
                  value={occasion.date ? dayjs(occasion.date) : null}
                  onChange={(value) => onChange({ ...occasion, date: pickedDate(value) })}
                  slotProps={{
                    textField: {
                      error: errors.date !== undefined,
                      helperText: errors.date,
                      fullWidth: true,
                    },
                  }}
                />
              </DateLocalization>
              <TextField
                label="Omschrijving"
                value={occasion.description}
                onChange={(event) => onChange({ ...occasion, description: event.target.value })}
                error={errors.description !== undefined}
                helperText={errors.description}
                autoComplete="off"
                slotProps={{
                  htmlInput: { autoCapitalize: 'sentences', enterKeyHint: 'done', maxLength: 100 },
                }}
              />
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
