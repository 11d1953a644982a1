// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { teamPaths } from '../../lib/paths';
import { hallRent } from '../../testing/fixtures';
import { expectLoadError } from '../../testing/page-states';
import { failing, renderPage, teamApi } from '../../testing/render-page';
import TransactionListPage from './TransactionListPage';

// The transactions list is being reworked: a few checks of what a user sees, not of how.
const path = teamPaths.input.transactions.path;

describe('the transactions page', () => {
  it('lists the transactions with income, expenses and balance', async () => {
    renderPage(<TransactionListPage />, {
      path,
      login: 'team',
      api: [
        teamApi.get('/transaction', [
          hallRent,
          {
            id: 62,
            seasonId: 2,
            transactionType: 'Income',
            date: '2026-09-01',
            amount: 50,
            reason: 'Sponsor',
          },
        ]),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Transacties' });
    expect(within(list).getByText('Zaalhuur')).toBeTruthy();
    const amounts = screen.getByRole('region', { name: 'Bedragen' }).textContent ?? '';
    expect(amounts).toContain('€ 50,-');
    expect(amounts).toContain('€ 29,75');
  });

  it('says so when there are none, and when they could not be loaded', async () => {
    const { unmount } = renderPage(<TransactionListPage />, {
      path,
      login: 'team',
      api: [teamApi.get('/transaction', [])],
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
