import { describe, expect, it } from 'vitest';
import { playerDisplayName } from './display-name.js';

describe('playerDisplayName', () => {
  it('prefers the nickname', () => {
    expect(
      playerDisplayName({ firstName: 'Johan', lastName: 'Cruijff', nickName: 'Nummer 14' }),
    ).toBe('Nummer 14');
  });

  it.each([undefined, null, '', '   '])(
    'uses the full name when the nickname is %j',
    (nickName) => {
      expect(playerDisplayName({ firstName: 'Johan', lastName: 'Cruijff', nickName })).toBe(
        'Johan Cruijff',
      );
    },
  );

  it('trims names and keeps Dutch prefixes as entered', () => {
    expect(
      playerDisplayName({ firstName: ' Frenkie ', lastName: 'de Jong ', nickName: ' Frenk ' }),
    ).toBe('Frenk');
    expect(playerDisplayName({ firstName: ' Frenkie ', lastName: 'de Jong ' })).toBe(
      'Frenkie de Jong',
    );
  });

  it('does not leave a stray space when one name part is empty', () => {
    expect(playerDisplayName({ firstName: 'Pelé', lastName: '' })).toBe('Pelé');
    expect(playerDisplayName({ firstName: '', lastName: 'Messi' })).toBe('Messi');
  });
});
