import { useState, type Ref } from 'react';
import type { FieldValues } from 'react-hook-form';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { parseMoneyInput } from '../../../domain/money';
import { useBoundField, type FieldProps } from './bound-field';

/** '2,50' for 2.5 euros: how the field shows an amount it was given. */
function moneyInputText(euros: number | null | undefined): string {
  return euros === null || euros === undefined ? '' : euros.toFixed(2).replace('.', ',');
}

/** The text for a value the field was given rather than typed. */
function shownText(value: number | string | null | undefined): string {
  return typeof value === 'number' ? moneyInputText(value) : (value ?? '');
}

/**
 * What the form holds for the typed text: euros when readable, undefined when
 * empty ('Bedrag is verplicht'), the text itself when not a valid amount (the
 * schema then says 'Geef een geldig bedrag op').
 */
function moneyValue(text: string): number | string | undefined {
  if (text.trim() === '') return undefined;
  const cents = parseMoneyInput(text);
  return cents === null ? text : cents / 100;
}

/**
 * An amount in euros typed the Dutch way ('2,50', '5', '1.250,-'): the user's
 * text stays as typed, the form value follows it; leaving the field tidies the
 * text to two decimals.
 */
export function MoneyField<T extends FieldValues>(props: FieldProps<T>) {
  const { field, error, label, disabled, helperText } = useBoundField(props, 'Bedrag');
  return (
    <MoneyInput
      value={field.value as number | string | null | undefined}
      onValue={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={field.name}
      label={label}
      disabled={disabled}
      error={error}
      helperText={helperText}
    />
  );
}

function MoneyInput({
  value,
  onValue,
  onBlur,
  inputRef,
  name,
  label,
  disabled,
  error,
  helperText,
}: {
  value: number | string | null | undefined;
  onValue: (value: number | string | undefined) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  name: string;
  label: string;
  disabled: boolean;
  error: string | undefined;
  helperText: string | undefined;
}) {
  const [text, setText] = useState(() => shownText(value));
  // A value set from outside (a form reset, "keep theirs" of an edit conflict) replaces
  // the text; a value that follows the user's typing leaves the text as typed.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if ((value ?? undefined) !== moneyValue(text)) setText(shownText(value));
  }
  const change = (next: string) => {
    setText(next);
    onValue(moneyValue(next));
  };
  return (
    <TextField
      name={name}
      label={label}
      value={text}
      onChange={(event) => change(event.target.value)}
      onBlur={() => {
        if (typeof value === 'number') setText(moneyInputText(value));
        onBlur();
      }}
      disabled={disabled}
      inputRef={inputRef}
      error={error !== undefined}
      helperText={error ?? helperText}
      autoComplete="off"
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">€</InputAdornment> },
        htmlInput: { inputMode: 'decimal', enterKeyHint: 'next' },
      }}
    />
  );
}
