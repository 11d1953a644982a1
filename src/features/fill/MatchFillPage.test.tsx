// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Match } from '../../../domain/matches/match.schema';
import { teamPaths } from '../../lib/paths';
import { match } from '../../testing/fixtures';
import { failing, renderTeamPageAt, teamApi } from '../../testing/render-page';
import MatchFillPage from './MatchFillPage';

// The fill wizard is being reworked: a few checks of when it opens, not of its steps.
const paths = teamPaths.input;

function openFill(answer: Match | 'not found') {
  return renderTeamPageAt(<MatchFillPage />, paths.matchFill, 31, [
    teamApi.get('/team', { id: 1, name: 'VV Demo', teamCode: 'demo' }),
    answer === 'not found'
      ? failing('get', '/match/31', 404, { error: 'NotFound' })
      : teamApi.get('/match/31', answer),
  ]);
}

describe('filling in a match', () => {
  it('waits for a match that is not played yet', async () => {
    openFill(match({ date: '2099-05-02' }));
    expect(await screen.findByText('Deze wedstrijd is nog niet gespeeld.')).toBeTruthy();
  });

  it('says a cancelled match cannot be filled in', async () => {
    openFill(match({ cancelled: true }));
    expect(await screen.findByText('Wedstrijd is afgelast')).toBeTruthy();
  });

  it('says "Wedstrijd niet gevonden" and goes back for a match the team does not have', async () => {
    const view = openFill('not found');
    expect(await screen.findByText('Wedstrijd niet gevonden')).toBeTruthy();
    await expect.poll(() => view.location().pathname).toBe(paths.matches.path);
  });
});
