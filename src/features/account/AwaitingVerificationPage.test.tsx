// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mainPaths } from '../../lib/paths';
import { renderPage, rootApi } from '../../testing/render-page';
import AwaitingVerificationPage from './AwaitingVerificationPage';

const path = mainPaths.awaitingEmailVerification.path;

function openPage(search: string) {
  return renderPage(<AwaitingVerificationPage />, {
    path: `${path}${search}`,
    route: path,
    teamCode: null,
    api: [rootApi.post('/api/auth/resendEmailVerification', { ok: true })],
  });
}

describe('waiting for the confirmation of an address', () => {
  it('names the address and sends the mail again on request', async () => {
    const view = openPage('?email=nieuw%40example.nl');
    expect(screen.getByText('nieuw@example.nl')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Opnieuw versturen' }));
    expect(
      await screen.findByText('De bevestigingsmail is opnieuw verstuurd naar nieuw@example.nl'),
    ).toBeTruthy();
  });

  it('asks for the address when the link has none, in Dutch', async () => {
    const view = openPage('');
    await view.user.type(screen.getByLabelText('E-mailadres'), 'geen-adres');
    await view.user.click(screen.getByRole('button', { name: 'Opnieuw versturen' }));
    expect(await screen.findByText('Ongeldig emailadres')).toBeTruthy();
  });
});
