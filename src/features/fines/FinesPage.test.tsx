// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateTo } from '../../lib/navigation';
import { teamPaths } from '../../lib/paths';
import { eva, evasFine, finePage, jan, lateFine } from '../../testing/fixtures';
import { expectLoadError } from '../../testing/page-states';
import { failing, renderPage, teamApi, TEST_TEAM, type Api } from '../../testing/render-page';
import { playersKey } from '../../resources/players';
import FinesPage from './FinesPage';
import { finePageKey } from './keys';

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

  it('marks a fine paid on a page the server rendered, from the answers it came with', async () => {
    const jansFine = { ...evasFine, id: 12, player: jan };
    renderPage(<FinesPage />, {
      path: teamPaths.input.fines.path,
      login: 'team',
      // No GET answers: the page has only what the server rendered it with.
      swr: {
        [playersKey(TEST_TEAM, { all: true })]: [eva, jan],
        [finePageKey(TEST_TEAM, null)]: finePage([evasFine, jansFine], {
          total: 5,
          outstanding: 5,
        }),
      },
      api: [teamApi.put('/fine/:id/paid', () => ({ ...evasFine, paid: true }))],
    });
    const list = await screen.findByRole('list', { name: 'Boetes' });
    const evasRow = within(list).getByText('Eva Mulder').closest('[aria-pressed]')!;
    await userEvent.click(evasRow);
    await screen.findByText('Boete betaald');
    expect(evasRow.getAttribute('aria-pressed')).toBe('true');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Bedragen' }).textContent).toMatch(
      /Openstaand€ 2,50/,
    );
  });

  it('asks for the fines again when it is opened again after the rendered page was left', async () => {
    renderPage(<FinesPage />, {
      path: teamPaths.input.fines.path,
      login: 'team',
      swr: {
        [playersKey(TEST_TEAM, { all: true })]: [eva, jan],
        [finePageKey(TEST_TEAM, null)]: finePage([evasFine], { total: 2.5 }),
      },
      // What the server has by the time the list is opened again: a fine added meanwhile.
      api: [
        teamApi.get('/player', [eva, jan]),
        teamApi.get(
          '/fine',
          finePage([evasFine, { ...evasFine, id: 12, player: jan }], { total: 5 }),
        ),
      ],
    });
    await screen.findByRole('list', { name: 'Boetes' });
    await userEvent.click(screen.getByRole('link', { name: 'Boete' }));
    await screen.findByTestId('elsewhere');
    await act(() => navigateTo(teamPaths.input.fines.path));
    const list = await screen.findByRole('list', { name: 'Boetes' });
    expect(await within(list).findByText('Jantje')).toBeTruthy();
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
