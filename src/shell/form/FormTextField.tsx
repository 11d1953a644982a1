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
};

/** A MUI text field bound to react-hook-form; the field's error replaces its helper text. */
export function FormTextField<T extends FieldValues, TOut = T>({
  control,
  name,
  revealable,
  helperText,
  type,
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
      value={field.value ?? ''}
      onChange={field.onChange}
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
