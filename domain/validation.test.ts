import { describe, expect, it } from 'vitest';
import { issuesOf, z } from './validation.js';

describe('z', () => {
  it('reports built-in messages in Dutch', () => {
    const result = z.object({ name: z.string() }).safeParse({ name: 3 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Ongeldige invoer: verwacht string, ontving getal',
    );
  });

  it('keeps explicit messages', () => {
    const result = z.string().min(1, 'Naam is verplicht').safeParse('');
    expect(result.error?.issues[0]?.message).toBe('Naam is verplicht');
  });
});

describe('issuesOf', () => {
  it('joins nested paths with dots', () => {
    const schema = z.object({
      goals: z.array(z.object({ playerId: z.number(), goals: z.number().min(0, 'Te weinig') })),
    });
    const result = schema.safeParse({
      goals: [
        { playerId: 1, goals: 1 },
        { playerId: 2, goals: -1 },
      ],
    });
    expect(result.success).toBe(false);
    expect(issuesOf(result.error!)).toEqual([{ path: 'goals.1.goals', message: 'Te weinig' }]);
  });

  it('gives an empty path for a root issue', () => {
    const result = z.number().safeParse('x');
    expect(issuesOf(result.error!)).toEqual([
      { path: '', message: 'Ongeldige invoer: verwacht getal, ontving string' },
    ]);
  });

  it('lists every issue in order', () => {
    const result = z
      .object({ a: z.string().min(1, 'A is verplicht'), b: z.string().min(1, 'B is verplicht') })
      .safeParse({ a: '', b: '' });
    expect(issuesOf(result.error!)).toEqual([
      { path: 'a', message: 'A is verplicht' },
      { path: 'b', message: 'B is verplicht' },
    ]);
  });
});
