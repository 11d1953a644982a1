import { describe, expect, it } from 'vitest';
import { dashboardAddress } from './dashboard-address';

describe('a dashboard address', () => {
  it('keeps only the parameters the dashboard reads, in one order', () => {
    expect(dashboardAddress('/?section=fines&utm_source=x')).toBe('/?section=fines');
    expect(dashboardAddress('/?matchId=9&fbclid=abc&section=matches&seasonId=3')).toBe(
      '/?section=matches&seasonId=3&matchId=9',
    );
    expect(dashboardAddress('/?utm_source=x')).toBe('/');
    expect(dashboardAddress('/')).toBe('/');
  });

  it('keeps the first of a repeated parameter, as the dashboard reads it', () => {
    expect(dashboardAddress('/?section=goals&section=fines')).toBe('/?section=goals');
  });
});
