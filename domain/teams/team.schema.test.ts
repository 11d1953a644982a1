import { describe, expect, it } from 'vitest';
import { issuesOf } from '../validation.js';
import {
  teamCreateFormSchema,
  teamUpdateFormSchema,
  teamUpdateInputSchema,
} from './team.schema.js';

const issues = (result: { error?: Parameters<typeof issuesOf>[0] }) =>
  result.error ? issuesOf(result.error) : [];

describe('team schemas (spec §5)', () => {
  const base = { name: 'VV Oranje', teamCode: 'vv-oranje' };

  it('wants the pin confirmed when a team is made', () => {
    expect(
      issues(teamCreateFormSchema.safeParse({ ...base, pin: '123456', pinConfirmation: '123465' })),
    ).toEqual([{ path: 'pinConfirmation', message: 'Pincodes komen niet overeen' }]);
    expect(
      issues(teamCreateFormSchema.safeParse({ ...base, pin: '', pinConfirmation: '' })),
    ).toEqual([{ path: 'pin', message: 'Pin moet 6 cijfers lang zijn' }]);
  });

  it('keeps the pin on edit when none is given, and checks one that is', () => {
    expect(teamUpdateInputSchema.parse({ ...base, pin: '' }).pin).toBeUndefined();
    expect(teamUpdateInputSchema.parse({ ...base }).pin).toBeUndefined();
    expect(teamUpdateInputSchema.parse({ ...base, pin: '654321' }).pin).toBe('654321');
    expect(issues(teamUpdateInputSchema.safeParse({ ...base, pin: '12a' }))).toEqual([
      { path: 'pin', message: 'Pin mag alleen cijfers bevatten' },
      { path: 'pin', message: 'Pin moet 6 cijfers lang zijn' },
    ]);
    expect(teamUpdateFormSchema.safeParse({ ...base, pin: '', pinConfirmation: '' }).success).toBe(
      true,
    );
    expect(
      issues(teamUpdateFormSchema.safeParse({ ...base, pin: '654321', pinConfirmation: '' })),
    ).toEqual([{ path: 'pinConfirmation', message: 'Pincodes komen niet overeen' }]);
  });
});
