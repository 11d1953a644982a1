// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mainPaths } from '../../lib/paths';
import { expectLoadError } from '../../testing/page-states';
import { failing, renderPage, rootApi, TEST_USER, type Api } from '../../testing/render-page';
import ProfilePage from './ProfilePage';

function openProfile(teams: Api) {
  return renderPage(<ProfilePage />, {
    path: mainPaths.home.path,
    teamCode: null,
    login: 'user',
    // No deleted teams unless a test says otherwise.
    api: [...teams, rootApi.get('/api/user/team/deleted', [])],
  });
}

describe('my teams', () => {
  it('lists the teams of the user with their address', async () => {
    openProfile([rootApi.get('/api/user/team', [{ id: 1, name: 'VV Demo', teamCode: 'demo' }])]);
    const list = await screen.findByRole('list', { name: 'Mijn teams' });
    expect(within(list).getByText('demo.localhost:3000')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Wissel naar VV Demo' })).toBeTruthy();
    expect(screen.getByText(`Ingelogd als ${TEST_USER.email}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nieuw team' }).getAttribute('href')).toBe(
      mainPaths.newTeam.path,
    );
  });

  it('offers the account holder his data and the deletion of his account', async () => {
    openProfile([rootApi.get('/api/user/team', [])]);
    expect(
      (await screen.findByRole('link', { name: 'Mijn gegevens downloaden' })).getAttribute('href'),
    ).toBe('http://localhost:3000/api/auth/account/data');
    expect(screen.getByRole('link', { name: 'Account verwijderen' }).getAttribute('href')).toBe(
      mainPaths.deleteAccount.path,
    );
  });

  it('invites a first team', async () => {
    openProfile([rootApi.get('/api/user/team', [])]);
    expect(await screen.findByText('Nog geen team')).toBeTruthy();
  });

  it('says when the teams could not be loaded', async () => {
    openProfile([failing('get', '/api/user/team')]);
    await expectLoadError('je teams');
  });

  it('lists a deleted team with the days left, and restores it', async () => {
    const team = { id: 3, name: 'SV Weg', teamCode: 'weg' };
    let deleted = true;
    let restored: unknown;
    const view = openProfile([
      rootApi.get('/api/user/team', () => (deleted ? [] : [team])),
      rootApi.get('/api/user/team/deleted', () =>
        deleted ? [{ ...team, deletedAt: '2026-11-20T10:00:00.000Z', daysLeft: 24 }] : [],
      ),
      rootApi.post('/api/user/team/:id/restore', ({ params }) => {
        restored = params.id;
        deleted = false;
        return team;
      }),
    ]);
    const list = await screen.findByRole('list', { name: 'Verwijderde teams' });
    expect(within(list).getByText('SV Weg')).toBeTruthy();
    expect(within(list).getByText('Nog 24 dagen terug te zetten')).toBeTruthy();
    await view.user.click(within(list).getByRole('button', { name: 'Zet SV Weg terug' }));
    expect(await screen.findByText('SV Weg is teruggezet')).toBeTruthy();
    expect(restored).toBe('3');
    const teams = await screen.findByRole('list', { name: 'Mijn teams' });
    expect(within(teams).getByText('SV Weg')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Verwijderde teams' })).toBeNull();
  });
});
