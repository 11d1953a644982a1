import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from './FormTextField';

/** The free text of a manual fine or a transaction: a few lines, at most 100 characters. */
export function DescriptionField<T extends FieldValues, TOut = T>({
  control,
  name,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
}) {
  return (
    <FormTextField
      control={control}
      name={name}
      label="Omschrijving"
      autoComplete="off"
      multiline
      maxRows={4}
      slotProps={{ htmlInput: { maxLength: 100, enterKeyHint: 'done' } }}
    />
  );
}
