// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { readDeviceHolder, writeDeviceHolder } from '../../lib/device-holder';
import { teamPaths } from '../../lib/paths';
import { eva, jan } from '../../testing/fixtures';
import { failing, renderPage, teamApi } from '../../testing/render-page';
import MyFinesPage from './MyFinesPage';

function openMyFines(api = [teamApi.get('/player', [eva, jan])]) {
  return renderPage(<MyFinesPage />, {
    path: teamPaths.myFines.path,
    route: teamPaths.myFines.path,
    login: 'team',
    api,
  });
}

describe('my fines', () => {
  afterEach(() => localStorage.clear());

  it('asks who holds the device, remembers the answer and opens his page', async () => {
    const view = openMyFines();
    expect(await screen.findByText('Wie ben jij?')).toBeTruthy();
    await view.user.click(await screen.findByRole('button', { name: 'Jantje' }));
    await waitFor(() => expect(view.location().pathname).toBe(teamPaths.player.href(jan.id)));
    expect(readDeviceHolder('demo')).toBe(jan.id);
  });

  it('opens the page of a holder the device knows at once', async () => {
    writeDeviceHolder('demo', eva.id);
    const view = openMyFines([]);
    await waitFor(() => expect(view.location().pathname).toBe(teamPaths.player.href(eva.id)));
    expect(screen.queryByText('Wie ben jij?')).toBeNull();
  });

  it('says when the players could not be fetched', async () => {
    openMyFines([failing('get', '/player')]);
    expect(
      await screen.findByText('Er is iets misgegaan bij het ophalen van de spelers.'),
    ).toBeTruthy();
  });
});
