import { useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';

type Props<T extends FieldValues, TOut> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  /** A password field with an eye button: typing on a phone keyboard goes wrong easily. */
  revealable?: boolean;
  /** The field's value from what was typed or picked (a select's id: a number). */
  parse?: (picked: string) => unknown;
  /** What the field shows of its value (default: the value, nothing for none). */
  format?: (value: unknown) => unknown;
  /** After a change, with the parsed value: what else the pick fills in. */
  onPicked?: (value: unknown) => void;
};

/**
 * A MUI text field (or, with `select`, a select) bound to react-hook-form; the field's error
 * replaces its helper text.
 */
export function FormTextField<T extends FieldValues, TOut = T>({
  control,
  name,
  revealable,
  helperText,
  type,
  parse = (picked) => picked,
  format = (value) => value ?? '',
  onPicked,
  ...props
}: Props<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const [revealed, setRevealed] = useState(false);
  const adornment = revealable ? (
    <InputAdornment position="end">
      <IconButton
        edge="end"
        aria-label={revealed ? 'Verberg' : 'Toon'}
        onClick={() => setRevealed((value) => !value)}
        onMouseDown={(event) => event.preventDefault()}
      >
        {revealed ? <VisibilityOffRounded /> : <VisibilityRounded />}
      </IconButton>
    </InputAdornment>
  ) : undefined;

  return (
    <TextField
      {...props}
      type={revealable && revealed ? 'text' : type}
      name={field.name}
      value={format(field.value)}
      onChange={(event) => {
        const value = parse(event.target.value);
        field.onChange(value);
        onPicked?.(value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{
        ...props.slotProps,
        ...(adornment ? { input: { endAdornment: adornment } } : {}),
      }}
    />
  );
}
