import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';

/**
 * A switch on a boolean form value, with an optional line under it. `inverted`
 * is for values stored the other way round: an "Actief" switch on `obsolete`.
 */
export function SwitchField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  helperText,
  inverted = false,
  disabled = false,
}: {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  helperText?: string;
  inverted?: boolean;
  disabled?: boolean;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={Boolean(field.value) !== inverted}
                onChange={(event) => field.onChange(event.target.checked !== inverted)}
                disabled={disabled}
              />
            }
            label={label}
          />
          {helperText && <FormHelperText sx={{ mt: 0 }}>{helperText}</FormHelperText>}
        </Box>
      )}
    />
  );
}
