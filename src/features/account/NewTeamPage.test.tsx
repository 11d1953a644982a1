// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mainPaths } from '../../lib/paths';
import { failing, renderPage, rootApi } from '../../testing/render-page';
import NewTeamPage from './NewTeamPage';

function openNewTeam(
  create = rootApi.post('/api/user/team', {
    id: 2,
    name: 'Heren 12 Zaterdag',
    teamCode: 'heren-12',
  }),
) {
  return renderPage(<NewTeamPage />, {
    path: mainPaths.newTeam.path,
    teamCode: null,
    login: 'user',
    api: [create, rootApi.get('/api/user/team', [])],
  });
}

async function fillIn(view: ReturnType<typeof openNewTeam>, pin = '123456', again = '123456') {
  await view.user.type(await screen.findByLabelText('Teamnaam'), 'Heren 12 Zaterdag');
  expect((screen.getByLabelText('Teamcode') as HTMLInputElement).value).toBe('heren-12');
  await view.user.type(screen.getByLabelText('Pincode'), pin);
  await view.user.type(screen.getByLabelText('Herhaal pincode'), again);
  await view.user.click(screen.getByRole('button', { name: 'Team aanmaken' }));
}

describe('a new team', () => {
  it('takes its code from the name and says where the team lives', async () => {
    const view = openNewTeam();
    await fillIn(view);
    expect(await screen.findByText('Team aangemaakt')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Heren 12 Zaterdag is aangemaakt.');
  });

  it('asks for matching six-digit pins', async () => {
    const view = openNewTeam();
    await fillIn(view, '123', '124');
    expect(await screen.findByText('Pin moet 6 cijfers lang zijn')).toBeTruthy();
    expect(screen.getByText('Pincodes komen niet overeen')).toBeTruthy();
  });

  it('puts a code in use on the code field', async () => {
    const view = openNewTeam(failing('post', '/api/user/team', 999, { error: 'CodeUnavailable' }));
    await fillIn(view);
    expect(await screen.findByText('Teamcode is al in gebruik')).toBeTruthy();
  });

  it('makes the team from a chosen archive, and can go back to an empty team', async () => {
    let sent: unknown = null;
    const view = openNewTeam(
      rootApi.post('/api/user/team/from-archive', ({ body }) => {
        sent = body;
        return { id: 3, name: 'Heren 12 Zaterdag', teamCode: 'heren-12' };
      }),
    );
    const archive = new File(['PK-archief'], 'oranje-archief-2026-11-26.zip', {
      type: 'application/zip',
    });
    await view.user.upload(await screen.findByTestId('team-archive-file'), archive);
    expect(await screen.findByText('oranje-archief-2026-11-26.zip')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Zonder archief beginnen' }));
    expect(screen.queryByText('oranje-archief-2026-11-26.zip')).toBeNull();
    await view.user.upload(screen.getByTestId('team-archive-file'), archive);
    await view.user.type(await screen.findByLabelText('Teamnaam'), 'Heren 12 Zaterdag');
    await view.user.type(screen.getByLabelText('Pincode'), '123456');
    await view.user.type(screen.getByLabelText('Herhaal pincode'), '123456');
    await view.user.click(screen.getByRole('button', { name: 'Team uit archief aanmaken' }));
    expect(await screen.findByText('Team aangemaakt')).toBeTruthy();
    expect(sent).toEqual({
      name: 'Heren 12 Zaterdag',
      teamCode: 'heren-12',
      pin: '123456',
      archive: btoa('PK-archief'),
    });
  });

  it('shows why an archive cannot be read', async () => {
    const view = openNewTeam(
      failing('post', '/api/user/team/from-archive', 400, {
        error: 'BadRequest',
        message: 'Ongeldige invoer',
        issues: [{ path: 'archive', message: 'Dit bestand is geen teamarchief van Teampot' }],
      }),
    );
    await view.user.upload(
      await screen.findByTestId('team-archive-file'),
      new File(['iets'], 'foto.zip', { type: 'application/zip' }),
    );
    await view.user.type(await screen.findByLabelText('Teamnaam'), 'Heren 12 Zaterdag');
    await view.user.type(screen.getByLabelText('Pincode'), '123456');
    await view.user.type(screen.getByLabelText('Herhaal pincode'), '123456');
    await view.user.click(screen.getByRole('button', { name: 'Team uit archief aanmaken' }));
    expect(await screen.findByText('Dit bestand is geen teamarchief van Teampot')).toBeTruthy();
  });
});
