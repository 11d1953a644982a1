// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { SeasonSummary } from '../../../domain/standings/standings.schema';
import { teamPaths } from '../../lib/paths';
import { eva, lateFine } from '../../testing/fixtures';
import { failing, renderPage, teamApi } from '../../testing/render-page';
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
