import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { domainErrorMessage, GENERIC_ERROR_MESSAGE } from '../../domain/errors';
import { ApiError, DomainError } from './api-client';

/**
 * Puts the issues of a 400 answer on the form fields they name (the server
 * validates with the form's own zod schema, so the paths are the field names).
 * Returns the messages that fit no field, for the page to show otherwise.
 */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const unplaced: string[] = [];
  for (const issue of error.issues) {
    const field = fields.find((name) => name === issue.path || issue.path.startsWith(`${name}.`));
    if (field) setError(field, { type: 'server', message: issue.message }, { shouldFocus: true });
    else unplaced.push(issue.message);
  }
  if (error.issues.length === 0) unplaced.push(error.message);
  return unplaced;
}

/**
 * What to tell the user about a failed write, after its 400 issues went onto
 * the fields: a domain error's Dutch text, what fit no field, or the generic
 * text; null when there is nothing left to say (issues all placed, or the
 * API error policy already spoke, e.g. for 401).
 */
export function writeErrorMessage<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  if (error instanceof ApiError && error.status === 400) {
    const unplaced = applyServerIssues(error, setError, fields);
    return unplaced.length > 0 ? unplaced.join(' ') : null;
  }
  return actionErrorMessage(error);
}

/**
 * What to tell the user about a failed action without a form (delete,
 * duplicate): a domain error's Dutch text or the generic text; null when the
 * API error policy already spoke.
 */
export function actionErrorMessage(error: unknown): string | null {
  if (error instanceof DomainError) return domainErrorMessage(error.error);
  if (error instanceof ApiError && error.handled) return null;
  return GENERIC_ERROR_MESSAGE;
}
