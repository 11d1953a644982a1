// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { SeasonSummary } from '../../../domain/standings/standings.schema';
import { teamPaths } from '../../lib/paths';
import { eva, hallRent } from '../../testing/fixtures';
import { conflictTests, inputValue } from '../../testing/edit-conflict';
import { renderPage, renderTeamPageAt, teamApi } from '../../testing/render-page';
import TransactionEditPage from './TransactionEditPage';

const paths = teamPaths.input;

function openNew(
  season: SeasonSummary = { id: 2, description: '2026-2027', balance: 0, players: [eva] },
) {
  return renderPage(<TransactionEditPage />, {
    path: paths.transactionNew.path,
    login: 'team',
    api: [teamApi.get('/season/summary', season)],
  });
}

describe('the transaction form', () => {
  it('asks for an amount and a description', async () => {
    const view = openNew();
    await view.user.click(await screen.findByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Bedrag is verplicht')).toBeTruthy();
    expect(screen.getByText('Omschrijving is verplicht')).toBeTruthy();
  });

  it('asks for a season first when there is none', async () => {
    openNew(null);
    expect(
      await screen.findByText(
        'Een transactie hoort bij een seizoen. Er is nog geen seizoen. Start eerst een seizoen.',
      ),
    ).toBeTruthy();
  });
});

describe('two people editing the same transaction', () => {
  conflictTests(
    {
      readPath: '/transaction/61',
      initial: hallRent,
      apply: (current, body) => ({ ...current, ...body }),
      open: (recordApi) =>
        renderTeamPageAt(<TransactionEditPage />, paths.transaction, 61, [
          ...recordApi,
          teamApi.get('/season/summary', {
            id: 2,
            description: '2026-2027',
            balance: 0,
            players: [],
          }),
        ]),
    },
    {
      theirs: { ...hallRent, amount: 30, reason: 'Zaalhuur oktober' },
      savedText: 'Transactie opgeslagen',
      overwrite: { label: 'Omschrijving', replace: 'Zaalhuur september' },
      dialogShows: ['Zaalhuur oktober', '€ 30,-'],
      overwritten: (current) =>
        expect(current).toMatchObject({ amount: 20.25, reason: 'Zaalhuur september' }),
      keep: {
        change: { label: 'Omschrijving', type: ' of zo' },
        formShows: () => {
          expect(inputValue('Omschrijving')).toBe('Zaalhuur oktober');
          expect(inputValue('Bedrag')).toBe('30,00');
        },
      },
    },
  );
});
