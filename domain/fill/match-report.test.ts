import { describe, expect, it } from 'vitest';
import { matchReport, type MatchReportInput } from './match-report.js';

const base: MatchReportInput = {
  teamName: 'VV Demo',
  opponent: 'SC Noordwijk',
  home: true,
  scoreFor: 3,
  scoreAgainst: 1,
  goals: [
    { name: 'Cor', goals: 1 },
    { name: 'Bram', goals: 2 },
  ],
  cards: [],
  fines: 2,
};

describe('matchReport', () => {
  it('reports a home win with the scorers, most goals first, and the number of fines', () => {
    expect(matchReport(base)).toBe(
      'VV Demo won met 3-1 van SC Noordwijk. Doelpunten: Bram (2), Cor. Boetes: 2.',
    );
  });

  it('writes the home side’s goals first away: won with 1-3 at the opponent', () => {
    expect(matchReport({ ...base, home: false })).toBe(
      'VV Demo won met 1-3 bij SC Noordwijk. Doelpunten: Bram (2), Cor. Boetes: 2.',
    );
  });

  it('reports a loss at home and away', () => {
    const lost = { ...base, scoreFor: 0, scoreAgainst: 2, goals: [], fines: 0 };
    expect(matchReport(lost)).toBe('VV Demo verloor met 0-2 van SC Noordwijk. Geen boetes.');
    expect(matchReport({ ...lost, home: false })).toBe(
      'VV Demo verloor met 2-0 bij SC Noordwijk. Geen boetes.',
    );
  });

  it('reports a draw at home and away', () => {
    const drew = { ...base, scoreFor: 1, scoreAgainst: 1, goals: [{ name: 'Cor', goals: 1 }] };
    expect(matchReport(drew)).toBe(
      'VV Demo speelde met 1-1 gelijk tegen SC Noordwijk. Doelpunten: Cor. Boetes: 2.',
    );
    expect(matchReport({ ...drew, home: false })).toBe(
      'VV Demo speelde met 1-1 gelijk bij SC Noordwijk. Doelpunten: Cor. Boetes: 2.',
    );
  });

  it('without a score names the match and gives the goals and fines alone', () => {
    expect(matchReport({ ...base, scoreFor: null, scoreAgainst: null })).toBe(
      'VV Demo speelde thuis tegen SC Noordwijk. Doelpunten: Bram (2), Cor. Boetes: 2.',
    );
    expect(matchReport({ ...base, home: false, scoreFor: null, scoreAgainst: 1 })).toBe(
      'VV Demo speelde uit tegen SC Noordwijk. Doelpunten: Bram (2), Cor. Boetes: 2.',
    );
  });

  it('names the cards per player, and leaves the fines out when the team keeps money to itself', () => {
    expect(
      matchReport({
        ...base,
        cards: [
          { name: 'Cor', color: 'red' },
          { name: 'Bram', color: 'yellow' },
          { name: 'Bram', color: 'yellow' },
        ],
        fines: null,
      }),
    ).toBe(
      'VV Demo won met 3-1 van SC Noordwijk. Doelpunten: Bram (2), Cor. Kaarten: Bram (2× geel), Cor (rood).',
    );
  });
});
