import { describe, expect, it } from 'vitest';
import { mainPaths, teamAddressText, teamAppHref, teamPaths } from './paths';

describe('paths', () => {
  it('fills the id into a route with a parameter', () => {
    expect(teamPaths.player.href(7)).toBe('/speler/7');
    expect(teamPaths.input.match.href(12)).toBe('/input/matches/12');
    expect(teamPaths.input.matchFill.href(12)).toBe('/input/matches/12/fill');
    expect(teamPaths.input.drawNew.href('3')).toBe('/input/task-lists/3/draws/new');
    expect(teamPaths.input.settlement.href(4)).toBe('/input/seasons/4/settlement');
    expect(teamPaths.seasonRecap.href(4)).toBe('/seizoen/4');
  });

  it('builds the query-string routes', () => {
    expect(teamPaths.dashboard.href()).toBe('/');
    expect(teamPaths.dashboard.href(5)).toBe('/?matchId=5');
    expect(teamPaths.input.fines.href('types', true)).toBe(
      '/input/fines?tab=types&showObsolete=true',
    );
    expect(mainPaths.forgotPassword.href('a+b@example.nl')).toBe(
      '/forgot-password?email=a%2Bb%40example.nl',
    );
  });

  it("builds a team's address from the configured pattern", () => {
    expect(teamAppHref('https://{TEAMCODE}.teampot.nl/', 'demo', '/input')).toBe(
      'https://demo.teampot.nl/input',
    );
  });

  it("writes a team's address as people write it", () => {
    expect(teamAddressText('https://{TEAMCODE}.teampot.nl/', 'vv-demo')).toBe('vv-demo.teampot.nl');
    expect(teamAddressText('http://{TEAMCODE}.localhost:3000', 'demo')).toBe('demo.localhost:3000');
  });
});
