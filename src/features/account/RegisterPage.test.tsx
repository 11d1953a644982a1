// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mainPaths } from '../../lib/paths';
import { renderPage, rootApi } from '../../testing/render-page';
import RegisterPage from './RegisterPage';

function openRegister() {
  return renderPage(<RegisterPage />, {
    path: mainPaths.register.path,
    teamCode: null,
    api: [rootApi.post('/api/auth/register', { id: 0, email: 'nieuw@example.nl', isAdmin: false })],
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

  it('asks for a long enough password, typed twice the same', async () => {
    const view = openRegister();
    await register(view, 'kort', 'anders');
    expect(await screen.findByText('Wachtwoord moet minimaal 8 tekens lang zijn')).toBeTruthy();
    expect(screen.getByText('Wachtwoorden komen niet overeen')).toBeTruthy();
    expect(view.location().pathname).toBe(mainPaths.register.path);
  });
});
