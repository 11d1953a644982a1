import { describe, expect, it } from 'vitest';
import type { FinePoint } from '../../../domain/fine-pot/by-match.schema';
import type { MatchPoint } from '../../../domain/standings/by-match.schema';
import { attendanceChart, finesChart, goalsChartHeight, potChart } from './season-charts';

const match = (date: string, opponent: string, present: number, absent: number): MatchPoint => ({
  matchId: 1,
  date,
  opponent,
  present,
  absent,
  goals: 0,
});
const fines = (date: string, amount: number, count: number, runningTotal: number): FinePoint => ({
  matchId: 1,
  date,
  opponent: 'VV Noord',
  fines: count,
  amount,
  runningTotal,
});

describe('the dashboard charts', () => {
  it('stacks present on absent per match, dates on the axis and the match in the tooltip', () => {
    const chart = attendanceChart([
      match('2025-09-06', 'VV Noord', 11, 2),
      match('2025-09-13', 'SV Oost', 8, 5),
    ]);
    expect(chart.spec.categories).toEqual(['06-09', '13-09']);
    expect(chart.spec.details).toEqual(['06-09-2025 tegen VV Noord', '13-09-2025 tegen SV Oost']);
    expect(chart.spec.series.map((s) => [s.label, s.values, s.stack])).toEqual([
      ['Aanwezig', [11, 8], 'squad'],
      ['Afwezig', [2, 5], 'squad'],
    ]);
    expect(chart.summary).toBe(
      'Aanwezig per wedstrijd, 2 wedstrijden: gemiddeld 9,5 spelers, het meest 11 tegen VV Noord ' +
        '(06-09-2025), het minst 8 tegen SV Oost (13-09-2025).',
    );
  });

  it('says so when no match was played yet', () => {
    for (const chart of [attendanceChart([]), finesChart([]), potChart([])]) {
      expect(chart.spec.categories).toEqual([]);
      expect(chart.summary).toBe('Nog geen wedstrijden gespeeld.');
    }
  });

  it('draws money in cents and says it in euros', () => {
    const points = [fines('2025-09-06', 0, 0, 50), fines('2025-09-13', 12.5, 3, 62.5)];
    expect(finesChart(points).spec).toMatchObject({ money: true, series: [{ values: [0, 1250] }] });
    expect(finesChart(points).summary).toBe(
      'Boetes per wedstrijd: samen € 12,50 in 3 boetes over 2 wedstrijden, het meest € 12,50 ' +
        'tegen VV Noord (13-09-2025).',
    );
    expect(finesChart([points[0]!]).summary).toBe(
      'Boetes per wedstrijd: samen € 0,- in 0 boetes over 1 wedstrijd.',
    );
    expect(potChart(points).summary).toBe(
      'Totale pot door het seizoen: € 50,- na de eerste wedstrijd, € 62,50 na de laatste.',
    );
  });

  it('gives the goals chart a bar of room per scorer', () => {
    expect(goalsChartHeight(0)).toBe(goalsChartHeight(1));
    expect(goalsChartHeight(10) - goalsChartHeight(9)).toBe(28);
  });
});
