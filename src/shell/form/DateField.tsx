import type { FieldValues } from 'react-hook-form';
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useBoundField, type FieldProps } from './bound-field';
import { DateLocalization } from './DateLocalization';

/** Text the date schema reads as 'Ongeldige datum' (a half-typed or impossible date). */
const INVALID_DATE = 'ongeldig';

/**
 * The `YYYY-MM-DD` text for what a date picker holds: empty when cleared, and
 * text the date schema refuses while the typed date is incomplete or impossible.
 */
export function pickedDate(value: Dayjs | null): string {
  if (value === null) return '';
  return value.isValid() ? value.format('YYYY-MM-DD') : INVALID_DATE;
}

/** A Dutch date picker on a `YYYY-MM-DD` form value. */
export function DateField<T extends FieldValues>(props: FieldProps<T>) {
  const { field, error, label, disabled, helperText } = useBoundField(props, 'Datum');
  return (
    <DateLocalization>
      <DatePicker
        label={label}
        value={field.value ? dayjs(field.value as string) : null}
        onChange={(value) => field.onChange(pickedDate(value))}
        disabled={disabled}
        inputRef={field.ref}
        slotProps={{
          textField: {
            name: field.name,
            onBlur: field.onBlur,
            error: error !== undefined,
            helperText: error ?? helperText,
            fullWidth: true,
          },
        }}
      />
    </DateLocalization>
  );
}
