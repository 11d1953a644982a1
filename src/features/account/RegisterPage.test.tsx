// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mainPaths, withQuery } from '../../lib/paths';
import { renderPage, rootApi } from '../../testing/render-page';
import RegisterPage from './RegisterPage';

const sent: unknown[] = [];

function openRegister(path = mainPaths.register.path) {
  return renderPage(<RegisterPage />, {
    path,
    route: mainPaths.register.path,
    teamCode: null,
    api: [
      rootApi.post('/api/auth/register', ({ body }) => {
        sent.push(body);
        return { id: 0, email: 'nieuw@example.nl', isAdmin: false };
      }),
    ],
  });
}

async function register(view: ReturnType<typeof openRegister>, password: string, again: string) {
  await view.user.type(screen.getByLabelText('E-mailadres'), 'nieuw@example.nl');
  await view.user.type(screen.getByLabelText('Wachtwoord'), password);
  await view.user.type(screen.getByLabelText('Herhaal wachtwoord'), again);
  await view.user.click(screen.getByRole('button', { name: 'Account aanmaken' }));
}

describe('registering', () => {
  it('makes an account and asks to confirm the address', async () => {
    const view = openRegister();
    await register(view, 'geheim123', 'geheim123');
    await expect
      .poll(() => view.location().pathname)
      .toBe(mainPaths.awaitingEmailVerification.path);
  });

  it('carries an invitation along to the verification mail and the page after (issue 32)', async () => {
    const next = '/uitnodiging?token=abc';
    const view = openRegister(withQuery(mainPaths.register.path, { next }));
    expect(screen.getByText('Maak een account aan om de uitnodiging aan te nemen.')).toBeTruthy();
    await register(view, 'geheim123', 'geheim123');
    await expect
      .poll(() => view.location().pathname)
      .toBe(mainPaths.awaitingEmailVerification.path);
    expect(sent.at(-1)).toEqual({ email: 'nieuw@example.nl', password: 'geheim123', next });
    expect(new URLSearchParams(view.location().search).get('next')).toBe(next);
  });

  it('drops a next that is not an invitation', async () => {
    const view = openRegister(withQuery(mainPaths.register.path, { next: '//evil.example/x' }));
    await register(view, 'geheim123', 'geheim123');
    await expect
      .poll(() => view.location().pathname)
      .toBe(mainPaths.awaitingEmailVerification.path);
    expect(sent.at(-1)).toEqual({ email: 'nieuw@example.nl', password: 'geheim123' });
    expect(view.location().search).toBe('?email=nieuw%40example.nl');
  });

  it('asks for a long enough password, typed twice the same', async () => {
    const view = openRegister();
    await register(view, 'kort', 'anders');
    expect(await screen.findByText('Wachtwoord moet minimaal 8 tekens lang zijn')).toBeTruthy();
    expect(screen.getByText('Wachtwoorden komen niet overeen')).toBeTruthy();
    expect(view.location().pathname).toBe(mainPaths.register.path);
  });
});
