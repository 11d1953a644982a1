// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mainPaths } from '../../lib/paths';
import { expectLoadError } from '../../testing/page-states';
import { failing, pending, renderPage, rootApi, type Api } from '../../testing/render-page';
import AdminHomePage from './AdminHomePage';

const at = new Date(2026, 8, 15, 20, 5).toISOString();

function openAdmin(api: Api) {
  return renderPage(<AdminHomePage />, {
    path: mainPaths.admin.root.path,
    teamCode: null,
    login: 'user',
    api,
  });
}

describe('the admin overview', () => {
  it('lists the teams and the users', async () => {
    const view = openAdmin([
      rootApi.get('/api/admin/teams', [
        {
          id: 1,
          name: 'VV Demo',
          teamCode: 'demo',
          playerCount: 16,
          createdAt: at,
          lastActivity: at,
          deletedAt: null,
          purgeAt: null,
        },
        {
          id: 2,
          name: 'FC Weg',
          teamCode: 'weg',
          playerCount: 3,
          createdAt: at,
          lastActivity: at,
          deletedAt: new Date(2026, 9, 1, 12, 0).toISOString(),
          purgeAt: new Date(2026, 9, 31, 12, 0).toISOString(),
        },
      ]),
      rootApi.get('/api/admin/users', [
        {
          id: 7,
          email: 'trainer@example.nl',
          verified: true,
          isAdmin: false,
          createdAt: at,
          teams: [{ id: 1, name: 'VV Demo' }],
        },
      ]),
    ]);
    const teams = await screen.findByRole('table', { name: 'Teams' });
    expect(within(teams).getByText('VV Demo')).toBeTruthy();
    const [live, deleted] = within(teams).getAllByRole('row').slice(1);
    expect(within(live!).getByText('demo · 16 spelers')).toBeTruthy();
    const lastActive = within(live!).getAllByRole('cell')[1]!;
    expect(within(lastActive).getByText('15-09-2026')).toBeTruthy();
    expect(within(lastActive).getByText('20:05')).toBeTruthy();
    expect(within(live!).queryByText(/Verwijderd/)).toBeNull();
    expect(
      within(deleted!).getByText('Verwijderd op 01-10-2026, definitief weg op 31-10-2026'),
    ).toBeTruthy();
    await view.user.click(screen.getByRole('tab', { name: 'Gebruikers (1)' }));
    const users = screen.getByRole('table', { name: 'Gebruikers' });
    expect(within(users).getByText('VV Demo · sinds 15-09-2026 20:05')).toBeTruthy();
    expect(within(users).getByText('Bevestigd')).toBeTruthy();
  });

  it('says so when there are none, and while they load', async () => {
    const { unmount } = openAdmin([
      pending('get', '/api/admin/teams'),
      pending('get', '/api/admin/users'),
    ]);
    expect(await screen.findByRole('tab', { name: 'Teams' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    unmount();
    openAdmin([rootApi.get('/api/admin/teams', []), rootApi.get('/api/admin/users', [])]);
    expect(await screen.findByText('Nog geen teams')).toBeTruthy();
  });

  it('says when the lists could not be loaded', async () => {
    openAdmin([failing('get', '/api/admin/teams'), failing('get', '/api/admin/users')]);
    await expectLoadError('de teams');
  });
});
