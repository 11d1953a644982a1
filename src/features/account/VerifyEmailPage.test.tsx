// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mainPaths } from '../../lib/paths';
import { failing, renderPage, rootApi } from '../../testing/render-page';
import VerifyEmailPage, { EMAIL_VERIFICATION_DELAY_MS } from './VerifyEmailPage';

/** The page waits 2 s before it confirms (spec §9), so it does not flash by. */
const waitForAnswer = { timeout: EMAIL_VERIFICATION_DELAY_MS + 3000 };

function openLink(path: string, answer = rootApi.post('/api/auth/confirmEmail', { ok: true })) {
  return renderPage(<VerifyEmailPage />, {
    path,
    route: mainPaths.verifyEmail.path,
    teamCode: null,
    api: [answer],
  });
}

describe('the verification link', () => {
  it('confirms the address', async () => {
    openLink(mainPaths.verifyEmail.href('abc'));
    expect(screen.getByText('Je e-mailadres wordt bevestigd…')).toBeTruthy();
    expect(await screen.findByText('E-mailadres bevestigd', {}, waitForAnswer)).toBeTruthy();
  });

  it('leads on to log in and take the invitation the account was made for (issue 32)', async () => {
    const next = '/uitnodiging?token=abc';
    openLink(`${mainPaths.verifyEmail.href('abc')}&next=${encodeURIComponent(next)}`);
    expect(
      await screen.findByText(
        'Je e-mailadres is bevestigd. Log nu in om de uitnodiging aan te nemen.',
        {},
        waitForAnswer,
      ),
    ).toBeTruthy();
    const login = new URL(
      screen.getByRole('link', { name: 'Inloggen' }).getAttribute('href') ?? '',
      'http://localhost',
    );
    expect(login.pathname).toBe(mainPaths.login.path);
    expect(login.searchParams.get('next')).toBe(next);
  });

  it('says when the link is used or expired, or has no token', async () => {
    const { unmount } = openLink(
      mainPaths.verifyEmail.href('abc'),
      failing('post', '/api/auth/confirmEmail', 999, { error: 'InvalidToken' }),
    );
    expect(await screen.findByText('Bevestigen mislukt', {}, waitForAnswer)).toBeTruthy();
    const expired = screen.getByRole('alert').textContent;
    unmount();
    openLink(mainPaths.verifyEmail.path);
    expect(await screen.findByText('Bevestigen mislukt')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(expired);
  });
});
