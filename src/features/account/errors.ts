import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { GENERIC_ERROR_MESSAGE } from '../../../domain/errors';
import { ApiError } from '../../lib/api-client';
import { applyServerIssues } from '../../lib/form-errors';

/**
 * What an account form says when its call fails: the 400 issues go onto the
 * fields; a 429 carries the server's own Dutch text ('Te veel pogingen…');
 * anything else is spec §8's "Other auth failures".
 */
export function authErrorMessage<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  if (error instanceof ApiError && error.status === 400) {
    const unplaced = applyServerIssues(error, setError, fields);
    return unplaced.length > 0 ? unplaced.join(' ') : null;
  }
  if (error instanceof ApiError && error.status === 429) return error.message;
  return GENERIC_ERROR_MESSAGE;
}
