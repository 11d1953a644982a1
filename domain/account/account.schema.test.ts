import { describe, expect, it } from 'vitest';
import { issuesOf } from '../validation.js';
import {
  emailSchema,
  loginInputSchema,
  registerFormSchema,
  resetPasswordFormSchema,
} from './account.schema.js';

const issues = (result: { error?: Parameters<typeof issuesOf>[0] }) =>
  result.error ? issuesOf(result.error) : [];

describe('account schemas (spec §5)', () => {
  it('normalises an address and refuses what is not one', () => {
    expect(emailSchema.parse('  Jan@Example.NL ')).toBe('jan@example.nl');
    for (const bad of ['', 'jan', 'jan@', '@example.nl', undefined]) {
      expect(issues(emailSchema.safeParse(bad))).toEqual([
        { path: '', message: 'Ongeldig emailadres' },
      ]);
    }
  });

  it('asks for a password of at least 8 characters', () => {
    const short = loginInputSchema.safeParse({ email: 'jan@example.nl', password: '1234567' });
    expect(issues(short)).toEqual([
      { path: 'password', message: 'Wachtwoord moet minimaal 8 tekens lang zijn' },
    ]);
    const empty = loginInputSchema.safeParse({ email: 'jan@example.nl', password: '' });
    expect(issues(empty)[0]).toEqual({ path: 'password', message: 'Wachtwoord is verplicht' });
    expect(
      loginInputSchema.parse({ email: 'jan@example.nl', password: '12345678' }).stayLoggedIn,
    ).toBe(false);
  });

  it('wants the confirmation to match on register and reset', () => {
    const form = {
      email: 'jan@example.nl',
      password: 'geheim123',
      passwordConfirmation: 'geheim124',
    };
    const mismatch = { path: 'passwordConfirmation', message: 'Wachtwoorden komen niet overeen' };
    expect(issues(registerFormSchema.safeParse(form))).toEqual([mismatch]);
    expect(issues(resetPasswordFormSchema.safeParse(form))).toEqual([mismatch]);
    expect(
      registerFormSchema.safeParse({ ...form, passwordConfirmation: 'geheim123' }).success,
    ).toBe(true);
  });
});
