import { Fragment, type FormEvent, type ReactNode } from 'react';
import type { FieldValues, FormState, Path, UseFormSetError } from 'react-hook-form';
import type { SWRResponse } from 'swr';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useRequiredTeamCode } from '../lib/app-context';
import { formErrorMessage } from '../lib/error-messages';
import { useNotice } from '../lib/notices';
import { FormButtons } from './form/FormButtons';
import { LoadError } from './LoadError';
import { PageFallback } from './PageFallback';
import { usePageTitle } from './page-title';
import { useDiscardGuard } from './use-discard-guard';
import { useGoBack } from './use-go-back';
import { isNotFound, requiredRouteId, useNotFound } from './use-not-found';

/** What an edit page says of its record, and where it goes back to. */
export interface RecordPage {
  /** The page's title, and "… niet gevonden": `'Boete'`. */
  name: string;
  /** The title of a new one (`'Nieuwe boete'`); default: `name`. */
  newTitle?: string;
  backPath: string;
}

/**
 * The record an edit page shows, from its route parameter: none for a new one
 * (no parameter), else read with `useRead`. An id that is no id, or a record
 * the team does not have, says "`name` niet gevonden" and goes back to `backPath`.
 * Puts the page's title in the app bar.
 */
export function useEditRecord<T>(
  routeParam: string | undefined,
  useRead: (teamCode: string, id: number | null) => SWRResponse<T>,
  { name, newTitle = name, backPath }: RecordPage,
) {
  const teamCode = useRequiredTeamCode();
  const isNew = routeParam === undefined;
  usePageTitle(isNew ? newTitle : name);
  const id = isNew ? null : requiredRouteId(routeParam);
  const record = useRead(teamCode, id);
  const goBack = useGoBack(backPath);
  const notFound = !isNew && (id === null || isNotFound(record.error));
  useNotFound(notFound, `${name} niet gevonden`, goBack);
  return {
    teamCode,
    isNew,
    record,
    /** A failure other than "not found", for the page's retry card. */
    loadError: isNotFound(record.error) ? undefined : (record.error as unknown),
    /** Still loading an existing record, or leaving because it is not there. */
    waiting: notFound || (!isNew && record.data === undefined),
  };
}

/**
 * The body of an edit page whose form needs only its record: the load-error card (`what` as
 * in `LoadError`), the loading bar, then `form` with the record (null for a new one), a
 * fresh form for another record.
 */
export function RecordFormStates<T extends { id: number }>({
  edit,
  what,
  form,
}: {
  edit: ReturnType<typeof useEditRecord<T>>;
  what: string;
  form: (record: T | null) => ReactNode;
}) {
  if (edit.loadError) {
    return <LoadError what={what} onRetry={() => void edit.record.mutate()} />;
  }
  if (edit.isNew) return form(null);
  const record = edit.record.data;
  if (edit.waiting || !record) return <PageFallback />;
  return <Fragment key={record.id}>{form(record)}</Fragment>;
}

/**
 * The save of an edit form: asks before unsaved input is left, and after a
 * write says `successText` and goes back. A failure lands on the fields it names
 * (`onFieldError` first, for the page's own cases), else in a notice.
 */
export function useSaveHandler<T extends FieldValues>({
  formState,
  setError,
  fields,
  backPath,
  onFieldError,
}: {
  formState: FormState<T>;
  setError: UseFormSetError<T>;
  fields: readonly Path<T>[];
  backPath: string;
  /** True when the page put the error on a field itself. */
  onFieldError?: (error: unknown) => boolean;
}) {
  const notice = useNotice();
  const goBack = useGoBack(backPath);
  // Leaving with unsaved input asks first (issue 14).
  const guard = useDiscardGuard(formState.isDirty && !formState.isSubmitting);

  /** Says what a failed write means: on its fields, else in a notice. */
  const showError = (error: unknown) => {
    if (onFieldError?.(error)) return;
    const message = formErrorMessage(error, setError, fields);
    if (message) notice.show({ severity: 'error', message });
  };

  /** Writes, says `successText` and goes back (unless `stay`); false when the write failed. */
  const save = async (
    write: () => Promise<unknown>,
    successText: string,
    { stay = false }: { stay?: boolean } = {},
  ): Promise<boolean> => {
    try {
      await write();
    } catch (error) {
      showError(error);
      return false;
    }
    notice.show({ severity: 'success', message: successText });
    if (!stay) {
      guard.release();
      goBack();
    }
    return true;
  };

  return { save, showError, guard, goBack };
}

/**
 * The frame of an edit form: the discard dialog, the page's cards, then
 * 'Opslaan' and the page's other `buttons`.
 */
export function EditForm({
  onSubmit,
  guard,
  busy,
  buttons,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<unknown>;
  guard: { dialog: ReactNode };
  busy: boolean;
  buttons?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      {guard.dialog}
      <Stack spacing={2}>
        {children}
        <FormButtons busy={busy}>{buttons}</FormButtons>
      </Stack>
    </form>
  );
}

/**
 * The frame of a `useRecordForm` page: `EditForm` on the record form's save,
 * guard and busy state, with its conflict dialog before the cards.
 */
export function RecordEditForm({
  form,
  buttons,
  children,
}: {
  form: {
    submit: (event: FormEvent<HTMLFormElement>) => Promise<unknown>;
    guard: { dialog: ReactNode };
    busy: boolean;
    conflict: { dialog: ReactNode };
  };
  buttons?: ReactNode;
  children: ReactNode;
}) {
  return (
    <EditForm onSubmit={form.submit} guard={form.guard} busy={form.busy} buttons={buttons}>
      {form.conflict.dialog}
      {children}
    </EditForm>
  );
}

/** A card of an edit form. */
export function EditCard({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ p: 2.5, '&:last-child': { pb: 2.5 } }}>{children}</CardContent>
    </Card>
  );
}
