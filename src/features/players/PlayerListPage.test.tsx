// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { teamPaths } from '../../lib/paths';
import { eva, jan, piet } from '../../testing/fixtures';
import { expectLoadingBar } from '../../testing/page-states';
import { apiServer, failing, pending, renderPage, teamApi } from '../../testing/render-page';
import PlayerListPage from './PlayerListPage';

const path = teamPaths.input.players.path;

describe('the players page', () => {
  it('lists the active players, and everyone with the switch on', async () => {
    const view = renderPage(<PlayerListPage />, {
      path,
      login: 'team',
      api: [
        teamApi.get('/player', ({ url }) =>
          url.searchParams.get('all') === 'true' ? [eva, jan, piet] : [eva, jan],
        ),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Spelers' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['EMEva Mulder', 'JDJantjeJan de Vries']);
    expect(screen.getByText('2 spelers')).toBeTruthy();
    expect(view.title()).toBe('Spelers');

    await view.user.click(screen.getByRole('switch', { name: 'Toon inactieve spelers' }));
    expect(await screen.findByText('3 spelers')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Spelers' })).getByText('Inactief'),
    ).toBeTruthy();
  });

  it('says so when the team has no players yet', async () => {
    renderPage(<PlayerListPage />, { path, login: 'team', api: [teamApi.get('/player', [])] });
    expect(await screen.findByText('Geen spelers gevonden.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Speler' }).getAttribute('href')).toBe(
      teamPaths.input.playerNew.path,
    );
  });

  it('shows the loading bar while the players load', () => {
    renderPage(<PlayerListPage />, { path, login: 'team', api: [pending('get', '/player')] });
    expectLoadingBar();
  });

  it('says when the players could not be loaded, and tries again', async () => {
    const view = renderPage(<PlayerListPage />, {
      path,
      login: 'team',
      api: [failing('get', '/player')],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Er is iets misgegaan bij het ophalen van de spelers.');
    apiServer.use(teamApi.get('/player', [eva]));
    await view.user.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('1 speler')).toBeTruthy();
  });
});
