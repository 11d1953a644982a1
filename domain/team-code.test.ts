import { describe, expect, it } from 'vitest';
import {
  deriveTeamCode,
  isValidTeamCode,
  pinSchema,
  RESERVED_TEAM_CODES,
  teamCodeSchema,
  teamNameSchema,
} from './team-code.js';

function messages(result: { error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message);
}

describe('teamCodeSchema', () => {
  it.each(['ab', 'vv-oranje-boys-3', 'a-b', '12', 'a1b2c3d4e5f6g7h8', 'api2', 'www-fc'])(
    'accepts %s',
    (code) => {
      expect(teamCodeSchema.parse(code)).toBe(code);
      expect(isValidTeamCode(code)).toBe(true);
    },
  );

  it.each([
    [undefined, 'Teamcode is verplicht'],
    [null, 'Teamcode is verplicht'],
    ['', 'Teamcode is verplicht'],
    ['a', 'Teamcode moet 2 tot 16 tekens lang zijn'],
    ['a1b2c3d4e5f6g7h8i', 'Teamcode moet 2 tot 16 tekens lang zijn'],
    ['A', 'Teamcode moet 2 tot 16 tekens lang zijn'],
    ['VV-Oranje', 'Teamcode mag alleen kleine letters, cijfers en streepjes bevatten'],
    ['vv oranje', 'Teamcode mag alleen kleine letters, cijfers en streepjes bevatten'],
    ['vv_oranje', 'Teamcode mag alleen kleine letters, cijfers en streepjes bevatten'],
    ['café', 'Teamcode mag alleen kleine letters, cijfers en streepjes bevatten'],
    ['-ab', 'Teamcode mag niet met een streepje beginnen of eindigen'],
    ['ab-', 'Teamcode mag niet met een streepje beginnen of eindigen'],
    ['--', 'Teamcode mag niet met een streepje beginnen of eindigen'],
    ['www', 'Teamcode is niet beschikbaar'],
    ['api', 'Teamcode is niet beschikbaar'],
    ['admin', 'Teamcode is niet beschikbaar'],
  ])('%j fails with one message: %s', (input, message) => {
    expect(messages(teamCodeSchema.safeParse(input))).toEqual([message]);
    if (typeof input === 'string') expect(isValidTeamCode(input)).toBe(false);
  });

  it('reserves exactly www, api and admin', () => {
    expect(RESERVED_TEAM_CODES).toEqual(['www', 'api', 'admin']);
  });
});

describe('deriveTeamCode', () => {
  it.each([
    ['VV Oranje Boys 3', 'vv-oranje-boys-3'],
    ['Café de Üil', 'cafe-de-uil'],
    ['  Ajax  ', 'ajax'],
    ['SV  -- Hercules!!', 'sv-hercules'],
    ["'t Zwaantje", 't-zwaantje'],
    ['Ærøskøbing Straße', 'aeroskobing'],
    ['Łódź', 'lodz'],
    ['ÇAĞRI', 'cagri'],
    ['ﬁets', 'fiets'],
    ['Voetbalvereniging Oranje', 'voetbalverenigin'],
    ['Heren 1 Zaterdag', 'heren-1-zaterdag'],
    ['Heren 12 Zaterdag', 'heren-12'],
    ['Dames 3 Zondag 2', 'dames-3-zondag-2'],
    ['Dames 3 Zondag 12', 'dames-3-zondag'],
    ['A Voetbalvereniging', 'a-voetbalverenig'],
    ['Heren 123 Za', 'heren-123-za'],
    ['Heren 1234 - Zo', 'heren-1234-zo'],
    ['Veteranen 35+ A', 'veteranen-35-a'],
    ['Onder 17 team B', 'onder-17-team-b'],
  ])('%s becomes %s', (name, code) => {
    expect(deriveTeamCode(name)).toBe(code);
  });

  it('never ends on a dash after cutting to 16 characters', () => {
    expect(deriveTeamCode('Voetbalclub 1234 Oranje')).toBe('voetbalclub-1234');
    expect(deriveTeamCode('Voetbalclub 123 Oranje')).toBe('voetbalclub-123');
  });

  it('gives a valid code for ordinary team names', () => {
    for (const name of [
      'VV Oranje Boys 3',
      'Café de Üil',
      'FC Kip 2',
      'Zaalvoetbal Heren Zondagmiddag',
    ]) {
      expect(isValidTeamCode(deriveTeamCode(name))).toBe(true);
    }
  });

  it('may give an invalid code that the form then reports', () => {
    expect(deriveTeamCode('!!!')).toBe('');
    expect(deriveTeamCode('A')).toBe('a');
    expect(deriveTeamCode('Admin')).toBe('admin');
  });
});

describe('teamNameSchema', () => {
  it('trims the name', () => {
    expect(teamNameSchema.parse('  VV Oranje  ')).toBe('VV Oranje');
  });

  it.each([undefined, null, '', '   '])('%j is missing', (input) => {
    expect(messages(teamNameSchema.safeParse(input))).toEqual(['Teamnaam is verplicht']);
  });

  it('allows 100 characters and no more', () => {
    expect(teamNameSchema.safeParse('x'.repeat(100)).success).toBe(true);
    expect(teamNameSchema.safeParse(` ${'x'.repeat(100)} `).success).toBe(true);
    expect(messages(teamNameSchema.safeParse('x'.repeat(101)))).toEqual([
      'Teamnaam mag maximaal 100 tekens lang zijn',
    ]);
  });
});

describe('pinSchema', () => {
  it.each(['123456', '000000'])('accepts %s', (pin) => {
    expect(pinSchema.parse(pin)).toBe(pin);
  });

  it.each([
    ['12345', ['Pin moet 6 cijfers lang zijn']],
    ['1234567', ['Pin moet 6 cijfers lang zijn']],
    ['', ['Pin moet 6 cijfers lang zijn']],
    [undefined, ['Pin moet 6 cijfers lang zijn']],
    ['12345a', ['Pin mag alleen cijfers bevatten']],
    ['12 456', ['Pin mag alleen cijfers bevatten']],
    ['１２３４５６', ['Pin mag alleen cijfers bevatten']],
    ['abc', ['Pin mag alleen cijfers bevatten', 'Pin moet 6 cijfers lang zijn']],
    [' 123456', ['Pin mag alleen cijfers bevatten', 'Pin moet 6 cijfers lang zijn']],
  ])('%j gives %j', (input, expected) => {
    expect(messages(pinSchema.safeParse(input))).toEqual(expected);
  });
});
