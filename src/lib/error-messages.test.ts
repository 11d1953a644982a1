import { describe, expect, it } from 'vitest';
import { ApiError, DomainError } from './api-client';
import {
  errorMessage,
  formErrorMessage,
  pinLoginErrorMessage,
  teamFormErrorMessage,
  tokenErrorMessage,
} from './error-messages';

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

  it("keeps the server's text for a file over its limit", () => {
    const error = new ApiError(413, 'Dit bestand is groter dan 5 MB');
    expect(errorMessage(error)).toBe('Dit bestand is groter dan 5 MB');
  });

  it('says nothing when the error policy already spoke', () => {
    expect(errorMessage(new ApiError(401, 'Unauthorized', [], undefined, true))).toBeNull();
  });

  it('says there is no connection when the call never reached the server', () => {
    expect(errorMessage(new ApiError(0, 'Geen verbinding met de server'))).toBe(
      'Geen verbinding: er is niets opgeslagen. Probeer het opnieuw als je weer online bent.',
    );
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

describe('pinLoginErrorMessage', () => {
  it("says a wrong pin (401) as 'Pin is onjuist' and keeps the lock's text", () => {
    expect(pinLoginErrorMessage(new ApiError(401, 'Unauthorized'))).toBe('Pin is onjuist');
    const locked = new ApiError(429, 'Te veel pogingen. Probeer het over 10 minuten opnieuw.');
    expect(pinLoginErrorMessage(locked)).toBe(
      'Te veel pogingen. Probeer het over 10 minuten opnieuw.',
    );
  });
});

describe('tokenErrorMessage', () => {
  it("says a domain error's text, a token that is no token as invalid, else the generic text", () => {
    expect(tokenErrorMessage(new DomainError('InvalidToken', { error: 'InvalidToken' }))).toBe(
      'Deze link is ongeldig of verlopen',
    );
    expect(tokenErrorMessage(new ApiError(400, 'ValidationError'))).toBe(
      'Deze link is ongeldig of verlopen',
    );
    expect(tokenErrorMessage(new ApiError(500, 'Internal Server Error'))).toBe(
      'Er is iets misgegaan...',
    );
  });
});

describe('teamFormErrorMessage', () => {
  it('puts a taken code on the code field and says nothing more', () => {
    const placed: string[] = [];
    const error = new DomainError('CodeUnavailable', { error: 'CodeUnavailable' });
    expect(teamFormErrorMessage(error, (field) => placed.push(field), ['name'])).toBeNull();
    expect(placed).toEqual(['teamCode']);
  });

  it("says spec §8's team text for other failures, nothing when the policy spoke", () => {
    expect(teamFormErrorMessage(new ApiError(500, 'Boom'), () => undefined, ['name'])).toBe(
      'Er is iets fout gegaan',
    );
    const handled = new ApiError(401, 'Unauthorized', [], undefined, true);
    expect(teamFormErrorMessage(handled, () => undefined, ['name'])).toBeNull();
  });
});
