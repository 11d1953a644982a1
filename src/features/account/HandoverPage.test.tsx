// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { teamPaths } from '../../lib/paths';
import { failing, renderPage, rootApi, TEST_USER, type Api } from '../../testing/render-page';
import HandoverPage from './HandoverPage';

afterEach(() => {
  window.location.hash = '';
});

function openHandover(answer: Api) {
  window.location.hash = '#eenmalig';
  return renderPage(<HandoverPage />, { path: teamPaths.handover.path, api: answer });
}

describe('the login handed over from the main domain', () => {
  it('exchanges the token for a session here and opens the dashboard', async () => {
    let sent: unknown;
    const view = openHandover([
      rootApi.post('/api/auth/handover/exchange', ({ body }) => {
        sent = body;
        return { case: 'Success', fields: [TEST_USER] };
      }),
    ]);
    await expect.poll(() => view.location().pathname).toBe(teamPaths.dashboard.path);
    expect(sent).toEqual({ token: 'eenmalig' });
    expect(document.cookie).toContain('loggedIn=user');
  });

  it('says so and offers the login here when the token is used up', async () => {
    const view = openHandover([
      failing('post', '/api/auth/handover/exchange', 999, { error: 'InvalidToken' }),
    ]);
    expect(await screen.findByText('Deze link is ongeldig of verlopen')).toBeTruthy();
    expect(view.location().pathname).toBe(teamPaths.userLogin.path);
  });
});
