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
});
