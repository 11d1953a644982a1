import { describe, expect, it } from 'vitest';
import { issuesOf } from '../validation.js';
import { fineTypeCreateSchema, fineTypeUpdateSchema } from './fine-type.schema.js';

function issues(input: unknown) {
  const result = fineTypeCreateSchema.safeParse(input);
  return result.success ? [] : issuesOf(result.error);
}

describe('fine type schema', () => {
  it('takes an amount or a task, trimmed, and fills in the rest', () => {
    expect(fineTypeCreateSchema.parse({ description: ' Te laat ', amount: 2.5 })).toEqual({
      description: 'Te laat',
      matchRelated: false,
      amount: 2.5,
      task: null,
    });
    expect(
      fineTypeCreateSchema.parse({
        description: 'Bar',
        amount: null,
        task: ' Bardienst ',
        matchRelated: true,
      }),
    ).toEqual({
      description: 'Bar',
      matchRelated: true,
      amount: null,
      task: 'Bardienst',
    });
  });

  it('wants one of amount and task, not none and not both', () => {
    expect(issues({ description: 'Niets' })).toEqual([
      { path: 'amount', message: 'Bedrag of taak is verplicht' },
    ]);
    expect(issues({ description: 'Leeg', amount: null, task: '   ' })).toEqual([
      { path: 'amount', message: 'Bedrag of taak is verplicht' },
    ]);
    expect(issues({ description: 'Allebei', amount: 1, task: 'Ballen' })).toEqual([
      { path: 'task', message: 'Vul een bedrag of een taak in, niet allebei' },
    ]);
  });

  it('shows every problem at once: a missing description and a missing price', () => {
    expect(issues({ description: ' ' })).toEqual([
      { path: 'description', message: 'Omschrijving is verplicht' },
      { path: 'amount', message: 'Bedrag of taak is verplicht' },
    ]);
  });

  it.each([-1, 0, 2.555, 100_000.01, Number.NaN])('refuses the amount %s', (amount) => {
    expect(issues({ description: 'Fout', amount })).toContainEqual({
      path: 'amount',
      message: expect.stringMatching(/^(Geef een geldig bedrag op|Bedrag is verplicht)$/),
    });
  });

  it('has the active toggle on update, active by default', () => {
    expect(fineTypeUpdateSchema.parse({ description: 'Te laat', amount: 1 }).obsolete).toBe(false);
    expect(
      fineTypeUpdateSchema.parse({ description: 'Te laat', amount: 1, obsolete: true }).obsolete,
    ).toBe(true);
  });
});
