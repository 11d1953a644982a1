// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { teamPaths } from '../../lib/paths';
import { hallRent, transactionPage } from '../../testing/fixtures';
import { expectLoadError } from '../../testing/page-states';
import { failing, renderPage, teamApi } from '../../testing/render-page';
import TransactionListPage from './TransactionListPage';

const path = teamPaths.input.transactions.path;
const sponsor = {
  id: 62,
  seasonId: 2,
  transactionType: 'Income' as const,
  date: '2026-09-01',
  amount: 50,
  reason: 'Sponsor',
};

describe('the transactions page', () => {
  it('lists the transactions with income, expenses and balance of the whole season', async () => {
    renderPage(<TransactionListPage />, {
      path,
      login: 'team',
      api: [
        teamApi.get(
          '/transaction',
          // The totals are the server's, over more than the page shows.
          transactionPage([hallRent, sponsor], { income: 150, expenses: 40.5, count: 70 }),
        ),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Transacties' });
    expect(within(list).getByText('Zaalhuur')).toBeTruthy();
    expect(within(list).getByText('Sponsor')).toBeTruthy();
    const amounts = screen.getByRole('region', { name: 'Bedragen' }).textContent ?? '';
    expect(amounts).toContain('€ 150,-');
    expect(amounts).toContain('€ 40,50');
    expect(amounts).toContain('€ 109,50');
    expect(screen.queryByRole('button', { name: 'Meer laden' })).toBeNull();
  });

  it('loads the next page on request', async () => {
    renderPage(<TransactionListPage />, {
      path,
      login: 'team',
      api: [
        teamApi.get('/transaction', ({ url }) =>
          url.searchParams.get('cursor') === 'volgende'
            ? transactionPage([sponsor], { income: 50, expenses: 20.25 })
            : transactionPage([hallRent], { income: 50, expenses: 20.25, nextCursor: 'volgende' }),
        ),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Transacties' });
    expect(within(list).queryByText('Sponsor')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Meer laden' }));
    expect(await within(list).findByText('Sponsor')).toBeTruthy();
    expect(within(list).getByText('Zaalhuur')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Meer laden' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Bedragen' }).textContent).toContain('€ 29,75');
  });

  it('says so when there are none, and when they could not be loaded', async () => {
    const { unmount } = renderPage(<TransactionListPage />, {
      path,
      login: 'team',
      api: [teamApi.get('/transaction', transactionPage([]))],
    });
    expect(await screen.findByText('Geen transacties gevonden')).toBeTruthy();
    unmount();
    renderPage(<TransactionListPage />, {
      path,
      login: 'team',
      api: [failing('get', '/transaction')],
    });
    await expectLoadError('de transacties');
  });
});
