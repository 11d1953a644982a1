// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { teamPaths } from '../../lib/paths';
import { eva, evasFine, finePage, jan, lateFine } from '../../testing/fixtures';
import { expectLoadError } from '../../testing/page-states';
import { failing, renderPage, teamApi, type Api } from '../../testing/render-page';
import FinesPage from './FinesPage';

// The fines list is being reworked: a few checks of what a user sees, not of how.

function openFines(search: string, api: Api) {
  return renderPage(<FinesPage />, {
    path: `${teamPaths.input.fines.path}${search}`,
    route: teamPaths.input.fines.path,
    login: 'team',
    api,
  });
}

describe('the fines page', () => {
  const players = teamApi.get('/player', [eva, jan]);

  it('lists the fines with what they add up to', async () => {
    openFines('', [teamApi.get('/fine', finePage([evasFine], { total: 12.5 })), players]);
    const list = await screen.findByRole('list', { name: 'Boetes' });
    expect(within(list).getByText('Eva Mulder')).toBeTruthy();
    const amounts = screen.getByRole('region', { name: 'Bedragen' }).textContent;
    expect(amounts).toContain('€ 12,50');
    expect(amounts).toContain('€ 2,50');
    expect(screen.queryByRole('button', { name: 'Meer laden' })).toBeNull();
  });

  it('loads the next page of fines on request', async () => {
    const jansFine = { ...evasFine, id: 12, player: jan, data: { ...evasFine.data } };
    openFines('', [
      players,
      teamApi.get('/fine', ({ url }) =>
        url.searchParams.get('cursor') === 'volgende'
          ? finePage([jansFine])
          : finePage([evasFine], { nextCursor: 'volgende' }),
      ),
    ]);
    const list = await screen.findByRole('list', { name: 'Boetes' });
    expect(within(list).queryByText(/^Jan/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Meer laden' }));
    expect(await within(list).findByText(/^Jan/)).toBeTruthy();
    expect(within(list).getByText('Eva Mulder')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Meer laden' })).toBeNull();
  });

  it('keeps a fine marked paid where it was, with the outstanding amount down', async () => {
    const jansFine = { ...evasFine, id: 12, player: jan };
    openFines('', [
      players,
      teamApi.get('/fine', finePage([evasFine, jansFine], { total: 5, outstanding: 5 })),
      teamApi.put('/fine/:id/paid', () => ({ ...evasFine, paid: true })),
    ]);
    const list = await screen.findByRole('list', { name: 'Boetes' });
    const evasRow = within(list).getByText('Eva Mulder').closest('[aria-pressed]')!;
    await userEvent.click(evasRow);
    await screen.findByText('Boete betaald');
    expect(evasRow.getAttribute('aria-pressed')).toBe('true');
    // Still first, though the server puts paid fines last.
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain('Eva Mulder');
    expect(screen.getByRole('region', { name: 'Bedragen' }).textContent).toMatch(
      /Totaal€ 5,-Openstaand€ 2,50/,
    );
  });

  it('says when the fines could not be loaded', async () => {
    openFines('', [failing('get', '/fine'), players]);
    await expectLoadError('de boetes');
  });

  it('lists the fine types on their tab', async () => {
    openFines('?tab=types', [
      teamApi.get('/fine/types-with-has-fines', [{ ...lateFine, hasFines: true }]),
    ]);
    const list = await screen.findByRole('list', { name: 'Boetetypes' });
    expect(within(list).getByText('Te laat')).toBeTruthy();
  });
});
