import { describe, expect, it } from 'vitest';
import { ApiError, DomainError } from './api-client';
import { errorMessage, formErrorMessage } from './error-messages';

const issue = (path: string, message: string) => ({ path, message });

describe('errorMessage', () => {
  it("says a domain error's Dutch text", () => {
    expect(errorMessage(new DomainError('FinePaid', { error: 'FinePaid' }))).toBe(
      'Boete is reeds betaald',
    );
  });

  it("says the 400 issues' messages, each once", () => {
    const error = new ApiError(400, 'ValidationError', [
      issue('date', 'Datum is verplicht'),
      issue('playerIds.0', 'Kies een speler'),
      issue('playerIds.1', 'Kies een speler'),
    ]);
    expect(errorMessage(error)).toBe('Datum is verplicht Kies een speler');
  });

  it("keeps the server's text for a lock after too many tries", () => {
    const error = new ApiError(429, 'Te veel pogingen. Probeer het over 10 minuten opnieuw.');
    expect(errorMessage(error)).toBe('Te veel pogingen. Probeer het over 10 minuten opnieuw.');
  });

  it('says nothing when the error policy already spoke', () => {
    expect(errorMessage(new ApiError(401, 'Unauthorized', [], undefined, true))).toBeNull();
  });

  it('says the generic text for anything else', () => {
    expect(errorMessage(new ApiError(500, 'Internal Server Error'))).toBe(
      'Er is iets misgegaan...',
    );
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Er is iets misgegaan...');
  });
});

describe('formErrorMessage', () => {
  it('puts issues on their fields and says only what fits none', () => {
    const placed: string[] = [];
    const error = new ApiError(400, 'ValidationError', [
      issue('email', 'Ongeldig e-mailadres'),
      issue('team', 'Team bestaat niet'),
    ]);
    const message = formErrorMessage(error, (field) => placed.push(field), ['email']);
    expect(placed).toEqual(['email']);
    expect(message).toBe('Team bestaat niet');
  });

  it('says nothing more when every issue found its field', () => {
    const error = new ApiError(400, 'ValidationError', [issue('email', 'Ongeldig e-mailadres')]);
    expect(formErrorMessage(error, () => undefined, ['email'])).toBeNull();
  });

  it('says what errorMessage says for other failures', () => {
    const error = new DomainError('FinePaid', { error: 'FinePaid' });
    expect(formErrorMessage(error, () => undefined, ['email'])).toBe('Boete is reeds betaald');
  });
});
