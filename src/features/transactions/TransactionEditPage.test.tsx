// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SeasonSummary } from '../../../domain/standings/standings.schema';
import { teamPaths } from '../../lib/paths';
import { eva, hallRent } from '../../testing/fixtures';
import {
  editedElsewhere,
  keepTheirs,
  overwrite,
  saveIntoConflict,
} from '../../testing/edit-conflict';
import { renderPage, teamApi } from '../../testing/render-page';
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
  const transaction = editedElsewhere({
    readPath: '/transaction/61',
    writePath: '/transaction/61',
    initial: hallRent,
    apply: (current, body) => ({ ...current, ...body }),
    open: (recordApi) =>
      renderPage(<TransactionEditPage />, {
        path: paths.transaction.href(61),
        route: paths.transaction.path,
        login: 'team',
        api: [
          ...recordApi,
          teamApi.get('/season/summary', {
            id: 2,
            description: '2026-2027',
            balance: 0,
            players: [],
          }),
        ],
      }),
  });
  const theirs = { ...hallRent, amount: 30, reason: 'Zaalhuur oktober' };

  it('says someone else changed it, shows what it says now, and overwrites on request', async () => {
    const { server, view } = await transaction.edit(theirs, {
      label: 'Omschrijving',
      replace: 'Zaalhuur september',
    });

    const dialog = await saveIntoConflict(view);
    expect(within(dialog).getByText('Zaalhuur oktober')).toBeTruthy();
    expect(within(dialog).getByText('€ 30,-')).toBeTruthy();

    await overwrite(view, dialog);
    expect(await screen.findByText('Transactie opgeslagen')).toBeTruthy();
    expect(server.current).toMatchObject({ amount: 20.25, reason: 'Zaalhuur september' });
    expect(server.ifMatches).toEqual(['"v1"', '"v2"']);
  });

  it('keeps their version on request: the form shows it, and nothing is sent', async () => {
    const { server, view } = await transaction.edit(theirs, {
      label: 'Omschrijving',
      type: ' of zo',
    });

    await keepTheirs(view, await saveIntoConflict(view));
    expect((screen.getByLabelText('Omschrijving') as HTMLInputElement).value).toBe(
      'Zaalhuur oktober',
    );
    expect((screen.getByLabelText('Bedrag') as HTMLInputElement).value).toBe('30,00');
    expect(server.current).toEqual(theirs);
    expect(server.ifMatches).toEqual(['"v1"']);
  });
});
