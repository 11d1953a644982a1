import { describe, expect, it } from 'vitest';
import { issuesOf } from '../validation.js';
import { drawCountSchema, drawDataInputSchema } from './draw.schema.js';

describe('drawDataInputSchema', () => {
  it('takes a match, or a date plus description', () => {
    expect(drawDataInputSchema.parse({ matchId: 3 })).toEqual({ matchId: 3 });
    expect(
      drawDataInputSchema.parse({ matchId: null, date: '2027-03-13', description: ' Toernooi ' }),
    ).toEqual({
      date: '2027-03-13',
      description: 'Toernooi',
    });
  });

  it('asks for the date and description when there is no match', () => {
    const result = drawDataInputSchema.safeParse({});
    expect(result.success ? [] : issuesOf(result.error)).toEqual([
      { path: 'date', message: 'Datum is verplicht' },
      { path: 'description', message: 'Omschrijving is verplicht' },
    ]);
  });
});

describe('drawCountSchema', () => {
  it('takes 1 up to the number of players', () => {
    const schema = drawCountSchema(3);
    expect(schema.safeParse(1).success).toBe(true);
    expect(schema.safeParse(3).success).toBe(true);
    expect(schema.safeParse(0).error?.issues[0]?.message).toBe(
      'Aantal lotingen moet minimaal 1 zijn',
    );
    expect(schema.safeParse(4).error?.issues[0]?.message).toBe(
      'Aantal lotingen kan niet groter zijn dan het aantal spelers',
    );
  });
});
