import { describe, expect, it } from 'vitest';
import type { Player } from '../players/player.schema.js';
import { namesList, recapDescription, recapFacts } from './season-recap.js';
import type { SeasonRecap } from './season-recap.schema.js';

const player = (id: number, firstName: string, nickName: string | null = null): Player => ({
  id,
  firstName,
  lastName: 'Jansen',
  nickName,
  active: true,
});

const recap: SeasonRecap = {
  teamName: 'VV Demo',
  seasonId: 1,
  description: '2024-2025',
  matches: 22,
  goals: 54,
  topScorer: { players: [player(1, 'Bram', 'Brammetje')], goals: 12 },
  mostPresent: { players: [player(2, 'Anne'), player(3, 'Cor')], present: 21 },
  moneyVisible: true,
  mostFined: { players: [player(4, 'Eva')], amount: 45, count: 9 },
  playerOfTheMatch: [],
  totalPot: 312.5,
};

describe('season recap in words', () => {
  it('lists names the Dutch way, and cuts a long list short', () => {
    expect(namesList([])).toBe('');
    expect(namesList([player(1, 'Bram')])).toBe('Bram Jansen');
    expect(namesList([player(1, 'Bram', 'B'), player(2, 'Cor', 'C')])).toBe('B en C');
    expect(namesList(['A', 'B', 'C'].map((n, i) => player(i, n, n)))).toBe('A, B en C');
    expect(namesList(['A', 'B', 'C', 'D'].map((n, i) => player(i, n, n)))).toBe(
      'A, B, C en 1 andere',
    );
    expect(namesList(['A', 'B', 'C', 'D', 'E'].map((n, i) => player(i, n, n)))).toBe(
      'A, B, C en 2 anderen',
    );
  });

  it('says the season in one description, money included when shown', () => {
    expect(recapDescription(recap)).toBe(
      '22 wedstrijden, 54 doelpunten. Topscorer: Brammetje (12 doelpunten). ' +
        'Meest aanwezig: Anne Jansen en Cor Jansen (21 van 22). Meeste boetes: Eva Jansen (€ 45,-). ' +
        'Totale pot: € 312,50.',
    );
  });

  it('leaves out what the season lacks and the money a visitor may not see', () => {
    const quiet: SeasonRecap = {
      ...recap,
      matches: 1,
      goals: 0,
      topScorer: null,
      mostPresent: { players: [player(2, 'Anne')], present: 1 },
      moneyVisible: false,
      mostFined: null,
      totalPot: null,
    };
    expect(recapDescription(quiet)).toBe(
      '1 wedstrijd, 0 doelpunten. Meest aanwezig: Anne Jansen (1 van 1).',
    );
    expect(recapFacts(quiet).map((fact) => fact.label)).toEqual(['Meest aanwezig']);
  });

  it('names the players with the most player-of-the-match titles, ties together', () => {
    const withTitles: SeasonRecap = {
      ...recap,
      playerOfTheMatch: [
        { player: player(1, 'Bram', 'Brammetje'), titles: 4 },
        { player: player(5, 'Dirk', 'Dikkie'), titles: 4 },
        { player: player(2, 'Anne'), titles: 1 },
      ],
    };
    expect(recapFacts(withTitles).find((fact) => fact.label === 'Man van de wedstrijd')).toEqual({
      label: 'Man van de wedstrijd',
      who: 'Brammetje en Dikkie',
      figure: '4×',
    });
  });
});
