import { domainErrorMessage, GENERIC_ERROR_MESSAGE } from '../../../domain/errors';
import { ApiError, DomainError } from '../../lib/api-client';

/** What to tell the user about a failed call; null when the API error policy already did (401, 403, 998). */
export function failureMessage(error: unknown): string | null {
  if (error instanceof DomainError) return domainErrorMessage(error.error);
  if (error instanceof ApiError && error.status === 400 && error.issues.length > 0) {
    return [...new Set(error.issues.map((issue) => issue.message))].join(' ');
  }
  if (error instanceof ApiError && error.handled) return null;
  return GENERIC_ERROR_MESSAGE;
}
