import { describe, expect, it } from 'vitest';
import { visibleName } from './visible-name.js';

const jan = { firstName: 'Jan', lastName: 'van Dijk', nickName: 'Jantje' };
const piet = { firstName: 'Piet', lastName: 'Bakker', nickName: null };

describe('visibleName', () => {
  it('shows the display name in full mode', () => {
    expect(visibleName(jan, 'full')).toBe('Jantje');
    expect(visibleName(piet, 'full')).toBe('Piet Bakker');
  });

  it('shows the nickname, and initials for a player without one', () => {
    expect(visibleName(jan, 'nickname')).toBe('Jantje');
    expect(visibleName(piet, 'nickname')).toBe('P.B.');
  });

  it('shows only initials, keeping name particles lower case', () => {
    expect(visibleName(jan, 'initials')).toBe('J.v.D.');
    expect(visibleName({ firstName: 'Émile', lastName: 'Ölçer', nickName: '' }, 'initials')).toBe(
      'É.Ö.',
    );
  });
});
