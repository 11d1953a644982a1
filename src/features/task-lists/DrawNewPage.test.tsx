// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { teamPaths } from '../../lib/paths';
import { eva, jan, seasons } from '../../testing/fixtures';
import { expectLoadingBar } from '../../testing/page-states';
import { pending, renderTeamPageAt, teamApi, type Api } from '../../testing/render-page';
import DrawNewPage from './DrawNewPage';

const paths = teamPaths.input;
const washing = { id: 41, name: 'Wassen', obsolete: false, season: null };

function openDraw(api: Api) {
  return renderTeamPageAt(<DrawNewPage />, paths.drawNew, 41, [
    teamApi.get('/task/41', washing),
    ...(api ?? []),
  ]);
}

describe('a new lottery', () => {
  it('starts with the players and their chances', async () => {
    openDraw([
      teamApi.get('/season', seasons),
      teamApi.get('/match', []),
      teamApi.get('/task/41/drawChance', [
        [eva, 0.75],
        [jan, 0.25],
      ]),
      teamApi.get('/season/2', { ...seasons[0], playerIds: [3, 4] }),
      teamApi.get('/player', [eva, jan]),
    ]);
    const list = await screen.findByRole('list', { name: 'Deelnemers' });
    expect(within(list).getByRole('checkbox', { name: 'Eva Mulder doet mee' })).toBeTruthy();
    expect(within(list).getByText('75,00%')).toBeTruthy();
    expect(within(list).getByText('25,00%')).toBeTruthy();
  });

  it('asks for a season first when there is none', async () => {
    openDraw([teamApi.get('/season', []), teamApi.get('/match', [])]);
    expect(
      await screen.findByText(
        'Een loting hoort bij een seizoen. Er is nog geen seizoen. Start eerst een seizoen.',
      ),
    ).toBeTruthy();
  });

  it('waits for the task list', () => {
    renderTeamPageAt(<DrawNewPage />, paths.drawNew, 41, [
      pending('get', '/task/41'),
      pending('get', '/season'),
    ]);
    expectLoadingBar();
  });
});
