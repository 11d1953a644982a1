// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { SeasonSummary } from '../../../domain/standings/standings.schema';
import { teamPaths } from '../../lib/paths';
import { eva, evasFine, lateFine } from '../../testing/fixtures';
import { conflictTests, inputValue } from '../../testing/edit-conflict';
import { failing, renderPage, renderTeamPageAt, teamApi } from '../../testing/render-page';
import FineEditPage from './FineEditPage';

const paths = teamPaths.input;
const summary = { id: 2, description: '2026-2027', balance: 0, players: [eva] };

function openNewFine(season: SeasonSummary = summary) {
  return renderPage(<FineEditPage />, {
    path: paths.fineNew.path,
    login: 'team',
    api: [
      teamApi.get('/season/summary', season),
      teamApi.get('/fine/types-with-has-fines', [{ ...lateFine, hasFines: false }]),
      teamApi.get('/season', []),
      teamApi.get('/season/2', { id: 2, description: '2026-2027', locked: false, playerIds: [3] }),
      teamApi.get('/player', [eva]),
    ],
  });
}

describe('the fine form', () => {
  it('asks for a player and a fine', async () => {
    const view = openNewFine();
    await view.user.click(await screen.findByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Speler is verplicht')).toBeTruthy();
    expect(screen.getByText('Boete is verplicht')).toBeTruthy();
  });

  it('asks for a season first when there is none', async () => {
    openNewFine(null);
    expect(
      await screen.findByText(
        'Een boete hoort bij een seizoen. Er is nog geen seizoen. Start eerst een seizoen.',
      ),
    ).toBeTruthy();
  });

  it('says when what it needs could not be loaded', async () => {
    renderPage(<FineEditPage />, {
      path: paths.fineNew.path,
      login: 'team',
      api: [failing('get', '/season/summary'), teamApi.get('/fine/types-with-has-fines', [])],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('De boete kon niet worden geladen.');
  });
});

describe('two people editing the same fine', () => {
  conflictTests(
    {
      readPath: '/fine/11',
      initial: evasFine,
      apply: (current, body) => ({ ...current, data: body.data as typeof evasFine.data }),
      open: (recordApi) =>
        renderTeamPageAt(<FineEditPage />, paths.fine, 11, [
          ...recordApi,
          teamApi.get('/season/summary', summary),
          teamApi.get('/fine/types-with-has-fines', [{ ...lateFine, hasFines: true }]),
        ]),
    },
    {
      theirs: { ...evasFine, data: { date: '2026-09-16', description: 'Wedstrijd' } },
      savedText: 'Boete opgeslagen',
      overwrite: { label: 'Omschrijving', replace: 'Training, een kwartier' },
      dialogShows: ['Wedstrijd', '16-09-2026'],
      overwritten: (current) =>
        expect(current.data).toEqual({ date: '2026-09-14', description: 'Training, een kwartier' }),
      keep: {
        change: { label: 'Omschrijving', type: ' of zo' },
        formShows: () => expect(inputValue('Omschrijving')).toBe('Wedstrijd'),
      },
    },
  );
});
