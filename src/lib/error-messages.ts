import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import {
  domainErrorMessage,
  GENERIC_ERROR_MESSAGE,
  GENERIC_TEAM_ERROR_MESSAGE,
} from '../../domain/errors';
import { ApiError, DomainError, isNoConnection } from './api-client';

/** A write that never reached the server (offline): nothing changed, the form stays as typed. */
export const NO_CONNECTION_MESSAGE =
  'Geen verbinding: er is niets opgeslagen. Probeer het opnieuw als je weer online bent.';

/**
 * The one place where a failed API call becomes words for the user (spec §8):
 * a domain error's Dutch text, the 400 issues (the server's own Dutch messages),
 * the server's text for a limit reached (429: too many tries or invitations), "Geen
 * verbinding" when the call never reached the server, or the generic text.
 * Null when the API error policy already spoke (401, 403, 998).
 */
export function errorMessage(error: unknown): string | null {
  if (error instanceof DomainError) return domainErrorMessage(error.error);
  if (error instanceof ApiError && error.status === 400 && error.issues.length > 0) {
    return [...new Set(error.issues.map((issue) => issue.message))].join(' ');
  }
  // The server's own words: a limit reached (it names the wait), a file over its limit, a
  // record someone else changed meanwhile (the edit pages show that one in `useEditConflict`).
  if (error instanceof ApiError && [429, 413, 412].includes(error.status)) {
    return error.message;
  }
  if (isNoConnection(error)) return NO_CONNECTION_MESSAGE;
  if (error instanceof ApiError && error.handled) return null;
  return GENERIC_ERROR_MESSAGE;
}

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
 * What a form says when its call fails, after the 400 issues went onto its
 * fields: what fit no field, else `errorMessage`; null when there is nothing
 * left to say (issues all placed, or the API error policy already spoke).
 */
export function formErrorMessage<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  if (error instanceof ApiError && error.status === 400) {
    const unplaced = applyServerIssues(error, setError, fields);
    return unplaced.length > 0 ? unplaced.join(' ') : null;
  }
  return errorMessage(error);
}

/** Spec §8: a wrong pin reads 'Pin is onjuist'; the lock after too many tries keeps the server's text. */
export function pinLoginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return 'Pin is onjuist';
  return errorMessage(error) ?? GENERIC_ERROR_MESSAGE;
}

/**
 * A token link that failed (the verification mail, an invitation, a password
 * reset): the domain error's text (used, expired), 'InvalidToken' for a token
 * that is no token (400), else the generic text.
 */
export function tokenErrorMessage(error: unknown): string {
  if (error instanceof DomainError) return domainErrorMessage(error.error);
  if (error instanceof ApiError && error.status === 400) return domainErrorMessage('InvalidToken');
  return GENERIC_ERROR_MESSAGE;
}

/**
 * The team forms (a new team, the team's settings): a taken code goes on the
 * code field and the 400 issues on theirs; what is left reads spec §8's team
 * text. Null when nothing is left to say.
 */
export function teamFormErrorMessage<T extends FieldValues & { teamCode: string }>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  if (error instanceof DomainError && error.error === 'CodeUnavailable') {
    setError(
      'teamCode' as Path<T>,
      { message: domainErrorMessage(error.error) },
      { shouldFocus: true },
    );
    return null;
  }
  if (error instanceof ApiError && error.status === 400) {
    const unplaced = applyServerIssues(error, setError, fields);
    return unplaced.length > 0 ? unplaced.join(' ') : null;
  }
  if (error instanceof ApiError && error.handled) return null;
  return GENERIC_TEAM_ERROR_MESSAGE;
}

/**
 * Deleting one's account (issue 30): a wrong password reads as such, and while the user is
 * a team's last admin the page says what to do first.
 */
export function deleteAccountErrorMessage(
  error: unknown,
  setError: UseFormSetError<{ password: string }>,
): string | null {
  if (error instanceof ApiError && error.status === 403) {
    setError('password', { message: 'Wachtwoord is onjuist' }, { shouldFocus: true });
    return null;
  }
  if (error instanceof DomainError && error.error === 'LastAdmin') {
    return `${domainErrorMessage('LastAdmin')}: maak eerst iemand anders beheerder van je team (Instellingen → Beheerders) of verwijder het team.`;
  }
  return formErrorMessage(error, setError, ['password']);
}
