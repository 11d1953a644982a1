import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** What a form field bound to one value of a react-hook-form form takes. */
export interface FieldProps<T extends FieldValues, TOut = T> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label?: string;
  disabled?: boolean;
  /** The line under the field while it has no error. */
  helperText?: string;
}

/** A field's binding to its form value and error, with `label` unless the page names it otherwise. */
export function useBoundField<T extends FieldValues, TOut = T>(
  { control, name, label, disabled = false, helperText }: FieldProps<T, TOut>,
  defaultLabel: string,
) {
  const { field, fieldState } = useController({ control, name });
  return {
    field,
    error: fieldState.error?.message,
    label: label ?? defaultLabel,
    disabled,
    helperText,
  };
}
