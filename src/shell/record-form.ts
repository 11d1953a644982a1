import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { domainErrorMessage } from '../../domain/errors';
import { DomainError } from '../lib/api-client';
import { useEditConflict, type ConflictLine } from './edit-conflict';
import { useSaveHandler } from './edit-page';

/**
 * The form of an edit page for one record, new when `record` is null: react-hook-form with
 * the record's schema, the conflict dialog when someone else saved in between
 * (edit-conflict.tsx: "Hun versie houden" fills the form with theirs, "Overschrijven"
 * submits again over their version), and the save (useSaveHandler: the discard guard, the
 * errors on their fields, `savedText` and back). `RecordEditForm` is its frame.
 */
export function useRecordForm<R, V extends FieldValues, Out>({
  record,
  resolver,
  values,
  describe,
  write,
  savedText,
  fields,
  backPath,
  fieldsOf = {},
}: {
  record: R | null;
  resolver: Resolver<V, unknown, Out>;
  /** The form's values for a record (for a new one: null). */
  values: (record: R | null) => DefaultValues<V>;
  /** What the record says now, for the conflict dialog. */
  describe: (current: R) => ConflictLine[];
  /** The write of the checked values; `ifMatch` is the version the form was filled from. */
  write: (checked: Out, ifMatch: string | undefined) => Promise<unknown>;
  savedText: string;
  fields: readonly Path<V>[];
  backPath: string;
  /** A domain error (spec 999) that belongs on the fields the user has to change; the first gets the focus. */
  fieldsOf?: Partial<Record<string, readonly Path<V>[]>>;
}) {
  const form = useForm<V, unknown, Out>({ resolver, defaultValues: values(record) });
  const conflict = useEditConflict({
    record,
    describe,
    keepTheirs: (current) => form.reset(values(current)),
    overwrite: (): void => void submit(),
  });
  const saving = useSaveHandler<V>({
    formState: form.formState,
    setError: form.setError,
    fields,
    backPath,
    onFieldError: (error) => {
      if (conflict.handle(error)) return true;
      if (!(error instanceof DomainError)) return false;
      const onFields = fieldsOf[error.error];
      if (!onFields) return false;
      const message = domainErrorMessage(error.error);
      onFields.forEach((field, index) =>
        form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      return true;
    },
  });
  const submit = form.handleSubmit((checked) =>
    saving.save(() => write(checked, conflict.ifMatch()), savedText),
  );
  return { form, conflict, submit, busy: form.formState.isSubmitting, ...saving };
}
