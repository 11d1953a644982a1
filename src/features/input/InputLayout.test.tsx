// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { teamPaths } from '../../lib/paths';
import { expectLoadingBar } from '../../testing/page-states';
import {
  failing,
  pending,
  renderPage,
  teamApi,
  unreachable,
  type Api,
} from '../../testing/render-page';
import InputLayout from './InputLayout';

const paths = teamPaths.input;

function openInput(path: string, validation: Api, login: 'team' | false = 'team') {
  return renderPage(<InputLayout />, {
    path,
    route: paths.root.path,
    login,
    children: [
      { index: true, element: <p>Invoer-menu</p> },
      { path: paths.players.path, element: <p>Spelerslijst</p> },
      { path: paths.playerNew.path, element: <p>Nieuwe speler</p> },
    ],
    api: validation,
  });
}

describe('the /input frame', () => {
  it('checks the session, then shows the page with the section tabs on a list page', async () => {
    const { unmount } = openInput(paths.players.path, [
      teamApi.get('/auth/validateToken', { loginState: 'team' }),
    ]);
    expect(await screen.findByText('Spelerslijst')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Spelers', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Wedstrijden' }).getAttribute('href')).toBe(
      paths.matches.path,
    );
    unmount();
    openInput(paths.playerNew.path, [teamApi.get('/auth/validateToken', { loginState: 'team' })]);
    expect(await screen.findByText('Nieuwe speler')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('sends a visitor to the pin login without asking the server', async () => {
    const view = openInput(paths.root.path, [], false);
    await expect.poll(() => view.location().pathname).toBe(teamPaths.login.path);
  });

  it('waits for the check, and offers to try again when it failed', async () => {
    const { unmount } = openInput(paths.root.path, [pending('get', '/auth/validateToken')]);
    expectLoadingBar();
    unmount();
    openInput(paths.root.path, [failing('get', '/auth/validateToken')]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Er is iets misgegaan...');
    expect(alert.textContent).toContain('Je sessie kon niet worden gecontroleerd.');
  });

  it('offline, keeps the last login and shows the page: the check never reached the server', async () => {
    openInput(paths.players.path, [unreachable('get', '/auth/validateToken')]);
    expect(await screen.findByText('Spelerslijst')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Spelers', selected: true })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the session expired when the server no longer knows it', async () => {
    openInput(paths.root.path, [
      failing('get', '/auth/validateToken', 401, { error: 'Unauthorized' }),
    ]);
    expect(await screen.findByText('Uw sessie is verlopen. Log opnieuw in.')).toBeTruthy();
    expect(screen.queryByText('Invoer-menu')).toBeNull();
  });
});
