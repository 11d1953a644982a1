// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mainPaths } from '../../lib/paths';
import { failing, renderPage, rootApi, type Api } from '../../testing/render-page';
import DeleteAccountPage from './DeleteAccountPage';

function openPage(api: Api) {
  return renderPage(<DeleteAccountPage />, {
    path: mainPaths.deleteAccount.path,
    teamCode: null,
    login: 'user',
    api,
  });
}

describe('deleting my account', () => {
  it('deletes the account after the password, and says so', async () => {
    let sent: unknown;
    const view = openPage([
      rootApi.delete('/api/auth/account', ({ body }) => {
        sent = body;
        return { ok: true };
      }),
    ]);
    await view.user.type(await screen.findByLabelText('Wachtwoord'), 'geheim123');
    await view.user.click(screen.getByRole('button', { name: 'Account definitief verwijderen' }));
    expect(await screen.findByText('Je account is verwijderd')).toBeTruthy();
    expect(sent).toEqual({ password: 'geheim123' });
    expect(view.location().pathname).toBe(mainPaths.login.path);
  });

  it('asks for the password', async () => {
    const view = openPage([]);
    await view.user.click(
      await screen.findByRole('button', { name: 'Account definitief verwijderen' }),
    );
    expect(await screen.findByText('Wachtwoord is verplicht')).toBeTruthy();
  });

  it('says when the password is wrong', async () => {
    const view = openPage([
      failing('delete', '/api/auth/account', 403, { error: 'Forbidden', message: 'x' }),
    ]);
    await view.user.type(await screen.findByLabelText('Wachtwoord'), 'fout-wachtwoord');
    await view.user.click(screen.getByRole('button', { name: 'Account definitief verwijderen' }));
    expect(await screen.findByText('Wachtwoord is onjuist')).toBeTruthy();
    expect(view.location().pathname).toBe(mainPaths.deleteAccount.path);
  });

  it('tells the last admin of a team what to do first', async () => {
    const view = openPage([failing('delete', '/api/auth/account', 999, { error: 'LastAdmin' })]);
    await view.user.type(await screen.findByLabelText('Wachtwoord'), 'geheim123');
    await view.user.click(screen.getByRole('button', { name: 'Account definitief verwijderen' }));
    expect(
      await screen.findByText(
        'Het team heeft minstens één beheerder nodig: maak eerst iemand anders beheerder van je team (Instellingen → Beheerders) of verwijder het team.',
      ),
    ).toBeTruthy();
  });
});
