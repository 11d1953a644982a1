import { Controller, type Control } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { MatchInput, matchInputSchema } from '../../../domain/matches/match.schema';
import { MATCH_TYPE_LABELS, MATCH_TYPES } from '../../../domain/matches/match-rules';
import type { z } from '../../../domain/validation';
import { DateField } from '../../shell/form/DateField';
import { FormTextField } from '../../shell/form/FormTextField';
import { SwitchField } from '../../shell/form/SwitchField';

export type MatchFormControl = Control<MatchInput, unknown, z.output<typeof matchInputSchema>>;

/**
 * The fields of the match form, shared by the new and the edit page: date
 * (a Dutch date picker), kick-off, type, opponent, home/away and location. A cancelled match keeps its date,
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
      <DateField
        control={control}
        name="date"
        disabled={readOnly || dateDisabled}
        helperText={dateDisabled ? 'Een afgelaste wedstrijd houdt zijn datum' : undefined}
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
      <FormTextField
        control={control}
        name="opponent"
        label="Tegenstander"
        disabled={readOnly}
        autoComplete="off"
        slotProps={{ htmlInput: { autoCapitalize: 'words', enterKeyHint: 'next' } }}
      />
      <SwitchField control={control} name="home" label="Thuiswedstrijd" disabled={readOnly} />
      <FormTextField
        control={control}
        name="kickOff"
        label="Aanvang (optioneel)"
        type="time"
        disabled={readOnly}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField
        control={control}
        name="location"
        label="Locatie (optioneel)"
        disabled={readOnly}
        autoComplete="off"
        slotProps={{ htmlInput: { enterKeyHint: 'done' } }}
      />
    </Stack>
  );
}
