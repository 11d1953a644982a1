import { Controller, type Control } from 'react-hook-form';
import dayjs from 'dayjs';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { MatchInput, matchInputSchema } from '../../../domain/matches/match.schema';
import { MATCH_TYPE_LABELS, MATCH_TYPES } from '../../../domain/matches';
import type { z } from '../../../domain/validation';

export type MatchFormControl = Control<MatchInput, unknown, z.output<typeof matchInputSchema>>;

/** Text the date schema reads as 'Ongeldige datum' (a half-typed or impossible date). */
const INVALID_DATE = 'ongeldig';

/**
 * The fields of the match form, shared by the new and the edit page: date
 * (a Dutch date picker), type and opponent. A cancelled match keeps its date,
 * so its date field is disabled (spec §4).
 */
export function MatchFormFields({
  control,
  readOnly,
  dateDisabled,
}: {
  control: MatchFormControl;
  readOnly: boolean;
  dateDisabled: boolean;
}) {
  return (
    <Stack spacing={2.5}>
      <Controller
        name="date"
        control={control}
        render={({ field, fieldState }) => (
          <DatePicker
            label="Datum"
            value={field.value ? dayjs(field.value) : null}
            onChange={(value) =>
              field.onChange(
                value === null ? '' : value.isValid() ? value.format('YYYY-MM-DD') : INVALID_DATE,
              )
            }
            disabled={readOnly || dateDisabled}
            inputRef={field.ref}
            slotProps={{
              textField: {
                name: field.name,
                onBlur: field.onBlur,
                error: fieldState.error !== undefined,
                helperText:
                  fieldState.error?.message ??
                  (dateDisabled ? 'Een afgelaste wedstrijd houdt zijn datum' : undefined),
                fullWidth: true,
              },
            }}
          />
        )}
      />
      <Controller
        name="matchType"
        control={control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            select
            label="Type"
            disabled={readOnly}
            error={fieldState.error !== undefined}
            helperText={fieldState.error?.message}
          >
            {MATCH_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {MATCH_TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        name="opponent"
        control={control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            label="Tegenstander"
            disabled={readOnly}
            autoComplete="off"
            slotProps={{ htmlInput: { autoCapitalize: 'words', enterKeyHint: 'done' } }}
            error={fieldState.error !== undefined}
            helperText={fieldState.error?.message}
          />
        )}
      />
    </Stack>
  );
}
