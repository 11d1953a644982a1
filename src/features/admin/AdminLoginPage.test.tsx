// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../domain/account/account.schema';
import { screen } from '@testing-library/react';
import { ADMIN_FLAG_KEY } from '../../lib/navigation';
import { mainPaths } from '../../lib/paths';
import { renderPage, rootApi, TEST_USER } from '../../testing/render-page';
import { submitEmailLogin } from '../../testing/page-states';
import AdminLoginPage from './AdminLoginPage';

async function logIn(answer: LoginResult) {
  const view = renderPage(<AdminLoginPage />, {
    path: mainPaths.admin.login.path,
    teamCode: null,
    api: [rootApi.post('/api/auth/login', answer)],
  });
  await submitEmailLogin(view.user, 'beheer@example.nl', 'geheim123');
  return view;
}

describe('the admin login', () => {
  it('lets an administrator into the admin area', async () => {
    const view = await logIn({ case: 'Success', fields: [{ ...TEST_USER, isAdmin: true }] });
    await expect.poll(() => view.location().pathname).toBe(mainPaths.admin.root.path);
    expect(localStorage.getItem(ADMIN_FLAG_KEY)).toBe('true');
  });

  it('refuses an account that is no administrator, and a wrong password', async () => {
    const { unmount } = await logIn({ case: 'Success', fields: [TEST_USER] });
    expect(await screen.findByText('Dit account heeft geen toegang tot het beheer')).toBeTruthy();
    expect(localStorage.getItem(ADMIN_FLAG_KEY)).toBeNull();
    unmount();
    await logIn({ case: 'InvalidCredentials' });
    expect(await screen.findByText('Aanmelden mislukt')).toBeTruthy();
  });
});
